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
(declare-fun epoch!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1173 (= tid.x@A (_ bv0 32))))
 (let (($x262 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x263 (not $x262)))
 (let (($x245 (= param!power (_ bv1 32))))
 (let (($x877 (and $x245 $x263 $x1173)))
 (let (($x118 (and $x877 (= (_ bv0 64) off!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_A) (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_A))))
 (let (($x71 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_A) $x118)))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_A (_ bv1 32)) $x71)))))))))
(assert
 (let (($x3514 (= tid.x@B (_ bv0 32))))
 (let (($x3442 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x3443 (not $x3442)))
 (let (($x245 (= param!power (_ bv1 32))))
 (let (($x3599 (and $x245 $x3443 $x3514)))
 (let (($x1598 (and $x3599 (= (_ bv0 64) off!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_B) (= (_ bv4 64) width!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_B))))
 (let (($x1599 (=> (= (_ bv0 32) sel!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_B) $x1598)))
 (and (bvult sel!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_B (_ bv1 32)) $x1599)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1584 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_A width!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_A)))
 (let ((?x1583 (bvadd off!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_B width!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_B)))
 (and (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_A ?x1583) (bvult off!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_B ?x1584)))))
(assert
 (let (($x96 (= ctaid.z@A ctaid.z@B)))
 (let (($x230 (= ctaid.y@A ctaid.y@B)))
 (let (($x155 (= ctaid.x@A ctaid.x@B)))
 (and $x155 $x230 $x96)))))
(assert
 (= epoch!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_A epoch!ww_shared__ZZ21postnorm_add_norm_f32E2rs_$_0_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
