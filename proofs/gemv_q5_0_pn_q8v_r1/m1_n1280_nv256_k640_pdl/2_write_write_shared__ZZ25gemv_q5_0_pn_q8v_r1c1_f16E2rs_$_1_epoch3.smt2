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
(declare-fun epoch!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv192 32)))
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
 (bvult ctaid.x@B (_ bv192 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1350 (= tid.x@A (_ bv0 32))))
 (let ((?x408 ((_ extract 31 5) tid.x@A)))
 (let (($x827 (= ?x408 (_ bv0 27))))
 (let (($x356 (= param!power (_ bv1 32))))
 (let (($x1132 (and $x356 $x827 $x1350)))
 (let (($x92 (and $x1132 (= (_ bv0 64) off!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_A) (= (_ bv4 64) width!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_A) (= (_ bv3 32) epoch!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_A))))
 (let (($x4292 (=> (= (_ bv0 32) sel!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_A) $x92)))
 (and (bvult sel!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_A (_ bv1 32)) $x4292)))))))))
(assert
 (let (($x3410 (= tid.x@B (_ bv0 32))))
 (let ((?x3257 ((_ extract 31 5) tid.x@B)))
 (let (($x3258 (= ?x3257 (_ bv0 27))))
 (let (($x356 (= param!power (_ bv1 32))))
 (let (($x3411 (and $x356 $x3258 $x3410)))
 (let (($x333 (and $x3411 (= (_ bv0 64) off!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_B) (= (_ bv4 64) width!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_B) (= (_ bv3 32) epoch!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_B))))
 (let (($x4776 (=> (= (_ bv0 32) sel!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_B) $x333)))
 (and (bvult sel!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_B (_ bv1 32)) $x4776)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x4774 (bvadd off!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_A width!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_A)))
 (let ((?x181 (bvadd off!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_B width!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_B)))
 (and (bvult off!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_A ?x181) (bvult off!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_B ?x4774)))))
(assert
 (let (($x4408 (= ctaid.z@A ctaid.z@B)))
 (let (($x4761 (= ctaid.y@A ctaid.y@B)))
 (let (($x4406 (= ctaid.x@A ctaid.x@B)))
 (and $x4406 $x4761 $x4408)))))
(assert
 (= epoch!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_A epoch!ww_shared__ZZ25gemv_q5_0_pn_q8v_r1c1_f16E2rs_$_1_epoch3_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
