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
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x228 (bvadd ?x227 ?x222)))
 (let ((?x581 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x612 (concat (_ bv0 31) ?x581 (_ bv0 2))))
 (let ((?x638 (bvmul (_ bv36 63) ?x612)))
 (let ((?x600 (concat (bvadd ?x638 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
 (let (($x596 (= ?x581 (_ bv0 30))))
 (let (($x909 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x243 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 6) ?x228) (_ bv0 26))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x772 (and $x207 $x248 $x909 $x596)))
 (let (($x157 (and $x772 (= off!rw_global_y_epoch0_A ?x600) (= (_ bv2 64) width!rw_global_y_epoch0_A) (= (_ bv0 32) epoch!rw_global_y_epoch0_A))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) $x157)))))))))))))))))
(assert
 (let ((?x3570 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x3572 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x3573 (bvadd ?x3572 ?x3570)))
 (let ((?x3560 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x3581 (concat (_ bv0 31) ?x3560 (_ bv0 2))))
 (let ((?x3582 (bvmul (_ bv36 63) ?x3581)))
 (let ((?x3584 (concat (bvadd ?x3582 (concat (_ bv0 31) ?x3573)) (_ bv0 1))))
 (let (($x3561 (= ?x3560 (_ bv0 30))))
 (let (($x3563 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x3568 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x3578 (not (or (not (= ((_ extract 31 6) ?x3573) (_ bv0 26))) $x3568))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x3579 (and $x207 $x3578 $x3563 $x3561)))
 (let (($x3748 (and $x3579 (= off!rw_global_y_epoch0_B ?x3584) (= (_ bv2 64) width!rw_global_y_epoch0_B) (= (_ bv0 32) epoch!rw_global_y_epoch0_B))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) $x3748)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x137 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let ((?x3733 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x3733) (bvult off!rw_global_y_epoch0_B ?x137)))))
(assert
 (let (($x3727 (= ctaid.z@A ctaid.z@B)))
 (let (($x3726 (= ctaid.y@A ctaid.y@B)))
 (let (($x3703 (= ctaid.x@A ctaid.x@B)))
 (and $x3703 $x3726 $x3727)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
