; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!n_out () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
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
(declare-fun epoch!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv17 64) size!n_out) (bvule size!n_out (_ bv64 64))))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!n_out))))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!n_out))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x54 ((_ extract 31 0) size!n_out)))
 (bvult ctaid.x@A ?x54)))
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
 (let ((?x54 ((_ extract 31 0) size!n_out)))
 (bvult ctaid.x@B ?x54)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x606 (= tid.x@A (_ bv0 32))))
 (let (($x288 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x600 (and $x261 $x288 $x606)))
 (let (($x249 (and $x600 (= (_ bv0 64) off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A) (= (_ bv4 64) width!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A))))
 (let (($x199 (=> (= (_ bv0 32) sel!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A) $x249)))
 (and (bvult sel!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A (_ bv1 32)) $x199))))))))
(assert
 (let (($x4281 (= tid.x@B (_ bv0 32))))
 (let (($x4196 (= ((_ extract 31 5) tid.x@B) (_ bv0 27))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x4282 (and $x261 $x4196 $x4281)))
 (let (($x814 (and $x4282 (= (_ bv0 64) off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B) (= (_ bv4 64) width!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B))))
 (let (($x845 (=> (= (_ bv0 32) sel!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B) $x814)))
 (and (bvult sel!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B (_ bv1 32)) $x845))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x145 (bvadd off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A width!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A)))
 (let ((?x964 (bvadd off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B width!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B)))
 (and (bvult off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A ?x964) (bvult off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B ?x145)))))
(assert
 (let (($x741 (= ctaid.z@A ctaid.z@B)))
 (let (($x913 (= ctaid.y@A ctaid.y@B)))
 (let (($x203 (= ctaid.x@A ctaid.x@B)))
 (and $x203 $x913 $x741)))))
(assert
 (= epoch!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A epoch!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
