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
 (bvule base!x (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709539327 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv768 32)))
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
 (bvult ctaid.x@B (_ bv768 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1215 (= (_ bv0 32) epoch!ww_global_y_A)))
 (let (($x1220 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x228 (bvadd ?x227 ?x222)))
 (let ((?x2120 (concat (_ bv0 31) ?x228)))
 (let ((?x404 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x654 (concat (_ bv0 31) ?x404 (_ bv1 2))))
 (let ((?x2151 (bvmul (_ bv3072 63) ?x654)))
 (let ((?x2154 (concat (bvadd ?x2151 ?x2120) (_ bv0 1))))
 (let (($x413 (= ?x404 (_ bv0 30))))
 (let (($x2100 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x243 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 12) ?x228) (_ bv0 20))) $x243))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2091 (and $x208 $x248 $x2100 $x413)))
 (let (($x132 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x2091 (= off!ww_global_y_A ?x2154) $x1220 $x1215))))
 (let ((?x2122 (concat (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ?x404 (_ bv0 2))) ?x2120) (_ bv0 1))))
 (let (($x1251 (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x2091 (= off!ww_global_y_A ?x2122) $x1220 $x1215))))
 (and (bvult sel!ww_global_y_A (_ bv2 32)) $x1251 $x132)))))))))))))))))))))
(assert
 (let (($x1230 (= (_ bv0 32) epoch!ww_global_y_B)))
 (let (($x1229 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x737 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x741 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x742 (bvadd ?x741 ?x737)))
 (let ((?x2435 (concat (_ bv0 31) ?x742)))
 (let ((?x910 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x1155 (concat (_ bv0 31) ?x910 (_ bv1 2))))
 (let ((?x2376 (bvmul (_ bv3072 63) ?x1155)))
 (let ((?x2367 (concat (bvadd ?x2376 ?x2435) (_ bv0 1))))
 (let (($x918 (= ?x910 (_ bv0 30))))
 (let (($x2476 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x755 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@B) (concat ((_ extract 9 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x760 (not (or (not (= ((_ extract 31 12) ?x742) (_ bv0 20))) $x755))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2488 (and $x208 $x760 $x2476 $x918)))
 (let (($x1300 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x2488 (= off!ww_global_y_B ?x2367) $x1229 $x1230))))
 (let ((?x2431 (concat (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ?x910 (_ bv0 2))) ?x2435) (_ bv0 1))))
 (let (($x1292 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x2488 (= off!ww_global_y_B ?x2431) $x1229 $x1230))))
 (and (bvult sel!ww_global_y_B (_ bv2 32)) $x1292 $x1300)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x63 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let (($x70 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x70 (bvult off!ww_global_y_B ?x63)))))
(check-sat)
