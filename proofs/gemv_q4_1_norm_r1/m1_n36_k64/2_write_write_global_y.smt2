; benchmark generated from python API
(set-info :status unknown)
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
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
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
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x244 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x249 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x250 (bvadd ?x249 ?x244)))
 (let ((?x497 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x1529 (bvmul (_ bv36 63) ?x497)))
 (let ((?x1533 (concat (bvadd ?x1529 (concat (_ bv0 31) ?x250)) (_ bv0 1))))
 (let (($x126 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x132 (not $x126)))
 (let ((?x127 ((_ extract 0 0) ctaid.y@A)))
 (let (($x131 (= ?x127 (_ bv1 1))))
 (let (($x1517 (not (or $x131 $x132 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x265 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x270 (not (or (not (= ((_ extract 31 6) ?x250) (_ bv0 26))) $x265))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1518 (and $x229 $x270 $x1517)))
 (let (($x93 (and $x1518 (= off!ww_global_y_A ?x1533) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x93)))))))))))))))))))
(assert
 (let ((?x1540 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2)))))
 (let ((?x489 (concat (bvadd (bvmul (_ bv36 63) (concat (_ bv0 31) ctaid.y@B)) (concat (_ bv0 31) ?x1540)) (_ bv0 1))))
 (let (($x3164 (= off!ww_global_y_B ?x489)))
 (let (($x1560 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x1561 (not $x1560)))
 (let ((?x488 ((_ extract 0 0) ctaid.y@B)))
 (let (($x1556 (= ?x488 (_ bv1 1))))
 (let (($x533 (not (or $x1556 $x1561 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))))
 (let (($x1549 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x504 (not (or (not (= ((_ extract 31 6) ?x1540) (_ bv0 26))) $x1549))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1508 (and $x229 $x504 $x533)))
 (let (($x3162 (and $x1508 $x3164 (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x3162))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3159 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let (($x3158 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x3158 (bvult off!ww_global_y_B ?x3159)))))
(check-sat)
