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
(declare-fun epoch!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv256 32)))
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
 (bvult ctaid.x@B (_ bv256 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x179 (= (_ bv1 32) epoch!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_A)))
 (let (($x4745 (= (_ bv4 64) width!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_A)))
 (let (($x197 (= (_ bv0 64) off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_A)))
 (let (($x1382 (= tid.x@A (_ bv0 32))))
 (let ((?x389 ((_ extract 31 5) tid.x@A)))
 (let (($x727 (= ?x389 (_ bv0 27))))
 (let (($x309 (= param!power (_ bv1 32))))
 (let (($x1482 (and $x309 $x727 $x1382)))
 (let (($x77 (= (_ bv0 32) sel!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_A)))
 (let (($x4742 (bvult sel!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_A (_ bv1 32))))
 (and $x4742 (=> $x77 (and $x1482 $x197 $x4745 $x179))))))))))))))
(assert
 (let (($x4459 (= (_ bv1 32) epoch!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_B)))
 (let (($x4650 (= (_ bv4 64) width!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_B)))
 (let (($x4806 (= (_ bv0 64) off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_B)))
 (let (($x3367 (= tid.x@B (_ bv0 32))))
 (let ((?x3254 ((_ extract 31 5) tid.x@B)))
 (let (($x3255 (= ?x3254 (_ bv0 27))))
 (let (($x309 (= param!power (_ bv1 32))))
 (let (($x3368 (and $x309 $x3255 $x3367)))
 (let (($x4179 (= (_ bv0 32) sel!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_B)))
 (let (($x4785 (bvult sel!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_B (_ bv1 32))))
 (and $x4785 (=> $x4179 (and $x3368 $x4806 $x4650 $x4459))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x4010 (bvadd off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_A width!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_A)))
 (let (($x4458 (bvult off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_B ?x4010)))
 (let ((?x4654 (bvadd off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_B width!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_B)))
 (let (($x68 (bvult off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_A ?x4654)))
 (and $x68 $x4458))))))
(assert
 (let (($x4080 (= ctaid.z@A ctaid.z@B)))
 (let (($x4737 (= ctaid.y@A ctaid.y@B)))
 (let (($x144 (= ctaid.x@A ctaid.x@B)))
 (and $x144 $x4737 $x4080)))))
(assert
 (= epoch!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_A epoch!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_0_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
