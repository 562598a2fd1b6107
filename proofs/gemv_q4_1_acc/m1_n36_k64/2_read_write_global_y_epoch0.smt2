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
 (let ((?x575 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x619 (concat (_ bv0 31) ?x575 (_ bv0 2))))
 (let ((?x568 (bvmul (_ bv36 63) ?x619)))
 (let ((?x566 (concat (bvadd ?x568 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
 (let (($x597 (= ?x575 (_ bv0 30))))
 (let (($x875 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x243 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 6) ?x228) (_ bv0 26))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x766 (and $x207 $x248 $x875 $x597)))
 (let (($x157 (and $x766 (= off!rw_global_y_epoch0_A ?x566) (= (_ bv2 64) width!rw_global_y_epoch0_A) (= (_ bv0 32) epoch!rw_global_y_epoch0_A))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) $x157)))))))))))))))))
(assert
 (let ((?x3617 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x3619 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x3620 (bvadd ?x3619 ?x3617)))
 (let ((?x3607 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x3628 (concat (_ bv0 31) ?x3607 (_ bv0 2))))
 (let ((?x3629 (bvmul (_ bv36 63) ?x3628)))
 (let ((?x3631 (concat (bvadd ?x3629 (concat (_ bv0 31) ?x3620)) (_ bv0 1))))
 (let (($x3608 (= ?x3607 (_ bv0 30))))
 (let (($x3610 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x3615 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x3625 (not (or (not (= ((_ extract 31 6) ?x3620) (_ bv0 26))) $x3615))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x3626 (and $x207 $x3625 $x3610 $x3608)))
 (let (($x3796 (and $x3626 (= off!rw_global_y_epoch0_B ?x3631) (= (_ bv2 64) width!rw_global_y_epoch0_B) (= (_ bv0 32) epoch!rw_global_y_epoch0_B))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) $x3796)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x137 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let ((?x3781 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x3781) (bvult off!rw_global_y_epoch0_B ?x137)))))
(assert
 (let (($x3775 (= ctaid.z@A ctaid.z@B)))
 (let (($x3774 (= ctaid.y@A ctaid.y@B)))
 (let (($x3751 (= ctaid.x@A ctaid.x@B)))
 (and $x3751 $x3774 $x3775)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
