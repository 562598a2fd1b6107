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
 (bvult ctaid.x@A (_ bv160 32)))
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
 (bvult ctaid.x@B (_ bv160 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x3517 (= (_ bv3 32) epoch!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x4133 (= (_ bv4 64) width!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x3783 (= (_ bv0 64) off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x983 (= tid.x@A (_ bv0 32))))
 (let ((?x355 ((_ extract 31 5) tid.x@A)))
 (let (($x630 (= ?x355 (_ bv0 27))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x1392 (and $x312 $x630 $x983)))
 (let (($x3581 (= (_ bv0 32) sel!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x4135 (bvult sel!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A (_ bv1 32))))
 (and $x4135 (=> $x3581 (and $x1392 $x3783 $x4133 $x3517))))))))))))))
(assert
 (let (($x4315 (= (_ bv3 32) epoch!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x3732 (= (_ bv4 64) width!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x4367 (= (_ bv0 64) off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x2872 (= tid.x@B (_ bv0 32))))
 (let ((?x2759 ((_ extract 31 5) tid.x@B)))
 (let (($x2760 (= ?x2759 (_ bv0 27))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x2873 (and $x312 $x2760 $x2872)))
 (let (($x4126 (= (_ bv0 32) sel!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x4284 (bvult sel!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B (_ bv1 32))))
 (and $x4284 (=> $x4126 (and $x2873 $x4367 $x3732 $x4315))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3776 (bvadd off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A width!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A)))
 (let (($x4317 (bvult off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B ?x3776)))
 (let ((?x4308 (bvadd off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B width!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B)))
 (let (($x4316 (bvult off!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A ?x4308)))
 (and $x4316 $x4317))))))
(assert
 (let (($x4209 (= ctaid.z@A ctaid.z@B)))
 (let (($x3487 (= ctaid.y@A ctaid.y@B)))
 (let (($x4208 (= ctaid.x@A ctaid.x@B)))
 (and $x4208 $x3487 $x4209)))))
(assert
 (= epoch!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_A epoch!ww_shared__ZZ9gkpn_bodyILb0EEvPKfPK6__halfS1_S1_PfPS2_PKhS6_jjfE2rs_$_1_epoch3_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
