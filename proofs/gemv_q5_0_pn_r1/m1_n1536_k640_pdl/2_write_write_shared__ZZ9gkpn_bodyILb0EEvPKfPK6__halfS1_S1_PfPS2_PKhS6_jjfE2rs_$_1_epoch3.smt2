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
(declare-fun epoch!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B () (_ BitVec 32))
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
 (let (($x3496 (= (_ bv3 32) epoch!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x3524 (= (_ bv4 64) width!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x281 (= (_ bv0 64) off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x984 (= tid.x@A (_ bv0 32))))
 (let ((?x356 ((_ extract 31 5) tid.x@A)))
 (let (($x631 (= ?x356 (_ bv0 27))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x1393 (and $x313 $x631 $x984)))
 (let (($x3597 (= (_ bv0 32) sel!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x121 (bvult sel!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A (_ bv1 32))))
 (and $x121 (=> $x3597 (and $x1393 $x281 $x3524 $x3496))))))))))))))
(assert
 (let (($x4624 (= (_ bv3 32) epoch!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x4206 (= (_ bv4 64) width!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x4628 (= (_ bv0 64) off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x2873 (= tid.x@B (_ bv0 32))))
 (let ((?x2760 ((_ extract 31 5) tid.x@B)))
 (let (($x2761 (= ?x2760 (_ bv0 27))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x2874 (and $x313 $x2761 $x2873)))
 (let (($x4112 (= (_ bv0 32) sel!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x3761 (bvult sel!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B (_ bv1 32))))
 (and $x3761 (=> $x4112 (and $x2874 $x4628 $x4206 $x4624))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x4311 (bvadd off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A width!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x4626 (bvult off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B ?x4311)))
 (let ((?x4623 (bvadd off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B width!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x4625 (bvult off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A ?x4623)))
 (and $x4625 $x4626))))))
(assert
 (let (($x238 (= ctaid.z@A ctaid.z@B)))
 (let (($x4232 (= ctaid.y@A ctaid.y@B)))
 (let (($x74 (= ctaid.x@A ctaid.x@B)))
 (and $x74 $x4232 $x238)))))
(assert
 (= epoch!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A epoch!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
