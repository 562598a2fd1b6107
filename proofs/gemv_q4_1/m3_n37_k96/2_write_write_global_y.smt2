; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_global_y_A () (_ BitVec 32))
(declare-fun width!ww_global_y_A () (_ BitVec 64))
(declare-fun off!ww_global_y_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_y_A () (_ BitVec 32))
(declare-fun epoch!ww_global_y_B () (_ BitVec 32))
(declare-fun width!ww_global_y_B () (_ BitVec 64))
(declare-fun off!ww_global_y_B () (_ BitVec 64))
(declare-fun sel!ww_global_y_B () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549395 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551393 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv10 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv10 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x116 (= (_ bv0 32) epoch!ww_global_y_A)))
 (let (($x1208 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x229 (bvadd ?x228 ?x223)))
 (let ((?x1380 (concat (_ bv0 31) ?x229)))
 (let ((?x413 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x806 (concat (_ bv0 31) ?x413 (_ bv2 2))))
 (let ((?x1435 (bvmul (_ bv37 63) ?x806)))
 (let ((?x1438 (concat (bvadd ?x1435 ?x1380) (_ bv0 1))))
 (let (($x422 (= ?x413 (_ bv0 30))))
 (let (($x1360 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x244 (bvule (_ bv37 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x249 (not (or (not (= ((_ extract 31 6) ?x229) (_ bv0 26))) $x244))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1351 (and $x208 $x249 $x1360 $x422)))
 (let (($x2478 (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x1351 (= off!ww_global_y_A ?x1438) $x1208 $x116))))
 (let ((?x1414 (concat (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ?x413 (_ bv1 2))) ?x1380) (_ bv0 1))))
 (let (($x726 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x1351 (= off!ww_global_y_A ?x1414) $x1208 $x116))))
 (let ((?x1382 (concat (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ?x413 (_ bv0 2))) ?x1380) (_ bv0 1))))
 (let (($x88 (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x1351 (= off!ww_global_y_A ?x1382) $x1208 $x116))))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) $x88 $x726 $x2478)))))))))))))))))))))))
(assert
 (let (($x576 (= (_ bv0 32) epoch!ww_global_y_B)))
 (let (($x669 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x728 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2)))))
 (let ((?x1852 (concat (_ bv0 31) ?x728)))
 (let ((?x296 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x2913 (concat (_ bv0 31) ?x296 (_ bv2 2))))
 (let ((?x1745 (bvmul (_ bv37 63) ?x2913)))
 (let ((?x1736 (concat (bvadd ?x1745 ?x1852) (_ bv0 1))))
 (let (($x265 (= ?x296 (_ bv0 30))))
 (let (($x1893 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x595 (bvule (_ bv37 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x1246 (not (or (not (= ((_ extract 31 6) ?x728) (_ bv0 26))) $x595))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1905 (and $x208 $x1246 $x1893 $x265)))
 (let (($x118 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1905 (= off!ww_global_y_B ?x1736) $x669 $x576))))
 (let ((?x1784 (concat (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ?x296 (_ bv1 2))) ?x1852) (_ bv0 1))))
 (let (($x133 (= off!ww_global_y_B ?x1784)))
 (let ((?x1848 (concat (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ?x296 (_ bv0 2))) ?x1852) (_ bv0 1))))
 (let (($x267 (= off!ww_global_y_B ?x1848)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x1905 $x267 $x669 $x576)) (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1905 $x133 $x669 $x576)) $x118)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x579 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x2293 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x2293) $x579))))
(check-sat)
