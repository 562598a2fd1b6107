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
 (let (($x1007 (= tid.x@A (_ bv0 32))))
 (let (($x258 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x259 (not $x258)))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x1109 (and $x226 $x259 $x1007)))
 (let (($x750 (and $x1109 (= (_ bv0 64) off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A) (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A) $x750)))))))))
(assert
 (let (($x2525 (= tid.x@B (_ bv0 32))))
 (let (($x2443 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x2444 (not $x2443)))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x2526 (and $x226 $x2444 $x2525)))
 (let (($x852 (and $x2526 (= (_ bv0 64) off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B) (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B) $x852)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x194 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A)))
 (let ((?x1021 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B)))
 (and (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A ?x1021) (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B ?x194)))))
(assert
 (let (($x173 (= ctaid.z@A ctaid.z@B)))
 (let (($x113 (= ctaid.y@A ctaid.y@B)))
 (let (($x112 (= ctaid.x@A ctaid.x@B)))
 (and $x112 $x113 $x173)))))
(assert
 (= epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
