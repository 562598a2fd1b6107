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
(declare-fun epoch!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B () (_ BitVec 32))
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
 (let (($x4464 (= (_ bv3 32) epoch!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x4463 (= (_ bv4 64) width!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x4462 (= (_ bv0 64) off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x1382 (= tid.x@A (_ bv0 32))))
 (let ((?x389 ((_ extract 31 5) tid.x@A)))
 (let (($x727 (= ?x389 (_ bv0 27))))
 (let (($x309 (= param!power (_ bv1 32))))
 (let (($x1482 (and $x309 $x727 $x1382)))
 (let (($x4655 (= (_ bv0 32) sel!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x4656 (bvult sel!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A (_ bv1 32))))
 (and $x4656 (=> $x4655 (and $x1482 $x4462 $x4463 $x4464))))))))))))))
(assert
 (let (($x295 (= (_ bv3 32) epoch!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x4774 (= (_ bv4 64) width!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x4773 (= (_ bv0 64) off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x3367 (= tid.x@B (_ bv0 32))))
 (let ((?x3254 ((_ extract 31 5) tid.x@B)))
 (let (($x3255 (= ?x3254 (_ bv0 27))))
 (let (($x309 (= param!power (_ bv1 32))))
 (let (($x3368 (and $x309 $x3255 $x3367)))
 (let (($x4807 (= (_ bv0 32) sel!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x4127 (bvult sel!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B (_ bv1 32))))
 (and $x4127 (=> $x4807 (and $x3368 $x4773 $x4774 $x295))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x187 (bvadd off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A width!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x4446 (bvult off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B ?x187)))
 (let ((?x4129 (bvadd off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B width!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x4771 (bvult off!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A ?x4129)))
 (and $x4771 $x4446))))))
(assert
 (let (($x4080 (= ctaid.z@A ctaid.z@B)))
 (let (($x4737 (= ctaid.y@A ctaid.y@B)))
 (let (($x144 (= ctaid.x@A ctaid.x@B)))
 (and $x144 $x4737 $x4080)))))
(assert
 (= epoch!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A epoch!ww_shared__ZZ9gkpn_bodyILb1EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
