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
(declare-fun epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv512 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!M)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!x ?x19))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!M)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!y ?x19))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x45 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@A ?x45)))
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
 (let ((?x45 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@B ?x45)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1027 (= tid.x@A (_ bv0 32))))
 (let (($x248 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x249 (not $x248)))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x545 (and $x231 $x249 $x1027)))
 (let (($x165 (and $x545 (= (_ bv0 64) off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A) (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A) $x165)))))))))
(assert
 (let (($x4545 (= tid.x@B (_ bv0 32))))
 (let (($x4479 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x4480 (not $x4479)))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x4546 (and $x231 $x4480 $x4545)))
 (let (($x763 (and $x4546 (= (_ bv0 64) off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B) (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B) $x763)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x580 (bvadd off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A)))
 (let ((?x997 (bvadd off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B)))
 (and (bvult off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A ?x997) (bvult off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B ?x580)))))
(assert
 (let (($x96 (= ctaid.z@A ctaid.z@B)))
 (let (($x466 (= ctaid.y@A ctaid.y@B)))
 (let (($x198 (= ctaid.x@A ctaid.x@B)))
 (and $x198 $x466 $x96)))))
(assert
 (= epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
