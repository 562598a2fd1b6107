; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
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
(declare-fun epoch!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv16 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2560 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x48 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@A ?x48)))
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
 (let ((?x48 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@B ?x48)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x805 (= tid.x@A (_ bv0 32))))
 (let (($x256 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x257 (not $x256)))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x789 (and $x239 $x257 $x805)))
 (let (($x1256 (and $x789 (= (_ bv0 64) off!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_A) (= (_ bv4 64) width!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_A) $x1256)))))))))
(assert
 (let (($x4185 (= tid.x@B (_ bv0 32))))
 (let (($x4108 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x4109 (not $x4108)))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x4186 (and $x239 $x4109 $x4185)))
 (let (($x157 (and $x4186 (= (_ bv0 64) off!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_B) (= (_ bv4 64) width!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_B) $x157)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x192 (bvadd off!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_A width!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_A)))
 (let ((?x223 (bvadd off!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_B width!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_B)))
 (and (bvult off!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_A ?x223) (bvult off!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_B ?x192)))))
(assert
 (let (($x158 (= ctaid.z@A ctaid.z@B)))
 (let (($x198 (= ctaid.y@A ctaid.y@B)))
 (let (($x997 (= ctaid.x@A ctaid.x@B)))
 (and $x997 $x198 $x158)))))
(assert
 (= epoch!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_A epoch!ww_shared__ZZ16postnorm_add_f32E2rs_$_0_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
