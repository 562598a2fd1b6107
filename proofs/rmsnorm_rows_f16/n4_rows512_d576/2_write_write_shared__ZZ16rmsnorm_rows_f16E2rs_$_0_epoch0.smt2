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
 (let ((?x2443 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2443) (bvule ?x2443 (_ bv511 32)))))
(assert
 (let (($x1098 (= tid.x@A (_ bv0 32))))
 (let (($x260 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x261 (not $x260)))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1073 (and $x229 $x261 $x1098)))
 (let (($x215 (and $x1073 (= (_ bv0 64) off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A) (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A) $x215)))))))))
(assert
 (let (($x2518 (= tid.x@B (_ bv0 32))))
 (let (($x2436 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x2437 (not $x2436)))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2519 (and $x229 $x2437 $x2518)))
 (let (($x1220 (and $x2519 (= (_ bv0 64) off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B) (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B) $x1220)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x126 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A)))
 (let ((?x785 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B)))
 (and (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A ?x785) (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B ?x126)))))
(assert
 (let (($x113 (= ctaid.z@A ctaid.z@B)))
 (let (($x492 (= ctaid.y@A ctaid.y@B)))
 (let (($x600 (= ctaid.x@A ctaid.x@B)))
 (and $x600 $x492 $x113)))))
(assert
 (= epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B))
(check-sat)
