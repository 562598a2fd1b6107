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
(declare-fun epoch!rw_global_y_epoch0_A () (_ BitVec 32))
(declare-fun width!rw_global_y_epoch0_A () (_ BitVec 64))
(declare-fun off!rw_global_y_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_y_epoch0_A () (_ BitVec 32))
(declare-fun epoch!rw_global_y_epoch0_B () (_ BitVec 32))
(declare-fun width!rw_global_y_epoch0_B () (_ BitVec 64))
(declare-fun off!rw_global_y_epoch0_B () (_ BitVec 64))
(declare-fun sel!rw_global_y_epoch0_B () (_ BitVec 32))
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
 (let (($x617 (= (_ bv0 32) epoch!rw_global_y_epoch0_A)))
 (let (($x945 (= (_ bv2 64) width!rw_global_y_epoch0_A)))
 (let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x229 (bvadd ?x228 ?x223)))
 (let ((?x1379 (concat (_ bv0 31) ?x229)))
 (let ((?x413 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x806 (concat (_ bv0 31) ?x413 (_ bv2 2))))
 (let ((?x1464 (bvmul (_ bv37 63) ?x806)))
 (let ((?x1467 (concat (bvadd ?x1464 ?x1379) (_ bv0 1))))
 (let (($x422 (= ?x413 (_ bv0 30))))
 (let (($x1360 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x244 (bvule (_ bv37 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x249 (not (or (not (= ((_ extract 31 6) ?x229) (_ bv0 26))) $x244))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1351 (and $x208 $x249 $x1360 $x422)))
 (let (($x177 (=> (= (_ bv2 32) sel!rw_global_y_epoch0_A) (and $x1351 (= off!rw_global_y_epoch0_A ?x1467) $x945 $x617))))
 (let ((?x1428 (concat (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ?x413 (_ bv1 2))) ?x1379) (_ bv0 1))))
 (let (($x176 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_A) (and $x1351 (= off!rw_global_y_epoch0_A ?x1428) $x945 $x617))))
 (let ((?x1381 (concat (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ?x413 (_ bv0 2))) ?x1379) (_ bv0 1))))
 (let (($x128 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) (and $x1351 (= off!rw_global_y_epoch0_A ?x1381) $x945 $x617))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv3 32)) $x128 $x176 $x177)))))))))))))))))))))))
(assert
 (let (($x923 (= (_ bv0 32) epoch!rw_global_y_epoch0_B)))
 (let (($x55 (= (_ bv2 64) width!rw_global_y_epoch0_B)))
 (let ((?x728 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2)))))
 (let ((?x2004 (concat (_ bv0 31) ?x728)))
 (let ((?x296 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x3048 (concat (_ bv0 31) ?x296 (_ bv2 2))))
 (let ((?x1835 (bvmul (_ bv37 63) ?x3048)))
 (let ((?x1828 (concat (bvadd ?x1835 ?x2004) (_ bv0 1))))
 (let (($x265 (= ?x296 (_ bv0 30))))
 (let (($x2040 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x595 (bvule (_ bv37 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x1246 (not (or (not (= ((_ extract 31 6) ?x728) (_ bv0 26))) $x595))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2052 (and $x208 $x1246 $x2040 $x265)))
 (let (($x225 (=> (= (_ bv2 32) sel!rw_global_y_epoch0_B) (and $x2052 (= off!rw_global_y_epoch0_B ?x1828) $x55 $x923))))
 (let ((?x1903 (concat (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ?x296 (_ bv1 2))) ?x2004) (_ bv0 1))))
 (let (($x212 (= off!rw_global_y_epoch0_B ?x1903)))
 (let ((?x2000 (concat (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ?x296 (_ bv0 2))) ?x2004) (_ bv0 1))))
 (let (($x56 (= off!rw_global_y_epoch0_B ?x2000)))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv3 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) (and $x2052 $x56 $x55 $x923)) (=> (= (_ bv1 32) sel!rw_global_y_epoch0_B) (and $x2052 $x212 $x55 $x923)) $x225)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3140 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let ((?x2493 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x2493) (bvult off!rw_global_y_epoch0_B ?x3140)))))
(assert
 (let (($x1134 (= ctaid.z@A ctaid.z@B)))
 (let (($x522 (= ctaid.y@A ctaid.y@B)))
 (let (($x2641 (= ctaid.x@A ctaid.x@B)))
 (and $x2641 $x522 $x1134)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
