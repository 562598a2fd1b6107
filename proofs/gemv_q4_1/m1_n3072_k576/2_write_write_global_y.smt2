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
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x228 (bvadd ?x227 ?x222)))
 (let ((?x663 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x701 (concat (_ bv0 31) ?x663 (_ bv0 2))))
 (let ((?x562 (bvmul (_ bv3072 63) ?x701)))
 (let ((?x658 (concat (bvadd ?x562 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
 (let (($x679 (= ?x663 (_ bv0 30))))
 (let (($x752 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x243 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 12) ?x228) (_ bv0 20))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x869 (and $x207 $x248 $x752 $x679)))
 (let (($x107 (and $x869 (= off!ww_global_y_A ?x658) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x107)))))))))))))))))
(assert
 (let ((?x3463 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x3465 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x3466 (bvadd ?x3465 ?x3463)))
 (let ((?x3453 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x3474 (concat (_ bv0 31) ?x3453 (_ bv0 2))))
 (let ((?x3475 (bvmul (_ bv3072 63) ?x3474)))
 (let ((?x3477 (concat (bvadd ?x3475 (concat (_ bv0 31) ?x3466)) (_ bv0 1))))
 (let (($x3454 (= ?x3453 (_ bv0 30))))
 (let (($x3456 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x3461 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@B) (concat ((_ extract 9 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x3471 (not (or (not (= ((_ extract 31 12) ?x3466) (_ bv0 20))) $x3461))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x3472 (and $x207 $x3471 $x3456 $x3454)))
 (let (($x71 (and $x3472 (= off!ww_global_y_B ?x3477) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x71)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x63 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let (($x3616 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x3616 $x63))))
(check-sat)
