; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x238 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x238) (bvule ?x238 (_ bv511 32)))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x3061 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3061) (bvule ?x3061 (_ bv511 32)))))
(assert
 (let (($x853 (= tid.x@A (_ bv0 32))))
 (let (($x260 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x261 (not $x260)))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x598 (and $x229 $x261 $x853)))
 (let (($x207 (and $x598 (= (_ bv0 64) off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A) (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A) $x207)))))))))
(assert
 (let (($x3718 (= tid.x@B (_ bv0 32))))
 (let (($x3724 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x3725 (not $x3724)))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x3726 (and $x229 $x3725 $x3718)))
 (let (($x2151 (and $x3726 (= (_ bv0 64) off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B) (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B) $x2151)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x128 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A)))
 (let ((?x197 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B)))
 (and (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A ?x197) (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B ?x128)))))
(assert
 (let (($x2175 (= ctaid.z@A ctaid.z@B)))
 (let (($x2174 (= ctaid.y@A ctaid.y@B)))
 (let (($x2160 (= ctaid.x@A ctaid.x@B)))
 (and $x2160 $x2174 $x2175)))))
(assert
 (= epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B))
(check-sat)
