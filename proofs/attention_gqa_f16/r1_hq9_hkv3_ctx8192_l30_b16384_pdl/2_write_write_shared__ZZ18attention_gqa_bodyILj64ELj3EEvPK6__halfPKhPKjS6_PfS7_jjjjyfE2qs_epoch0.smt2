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
(declare-fun epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x3692 (= (_ bv0 32) epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let (($x3993 (= (_ bv16 64) width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let ((?x534 ((_ extract 26 0) tid.x@A)))
 (let ((?x600 (concat (_ bv0 32) ?x534 (_ bv16 5))))
 (let (($x3694 (= off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A ?x600)))
 (let ((?x588 ((_ extract 4 0) tid.x@A)))
 (let (($x545 (bvule ?x588 (_ bv23 5))))
 (let ((?x505 ((_ extract 31 5) tid.x@A)))
 (let (($x558 (= ?x505 (_ bv0 27))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x595 (and $x281 $x558 $x545)))
 (let (($x3995 (= (_ bv1 32) sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let ((?x284 (concat (_ bv0 32) ?x534 (_ bv0 5))))
 (let (($x4106 (= off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A ?x284)))
 (let (($x244 (= (_ bv0 32) sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let (($x4044 (bvult sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A (_ bv2 32))))
 (and $x4044 (=> $x244 (and $x595 $x4106 $x3993 $x3692)) (=> $x3995 (and $x595 $x3694 $x3993 $x3692))))))))))))))))))))
(assert
 (let (($x4105 (= (_ bv0 32) epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let (($x4329 (= (_ bv16 64) width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let ((?x2835 ((_ extract 26 0) tid.x@B)))
 (let ((?x3034 (concat (_ bv0 32) ?x2835 (_ bv16 5))))
 (let (($x3967 (= off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B ?x3034)))
 (let ((?x2970 ((_ extract 4 0) tid.x@B)))
 (let (($x3031 (bvule ?x2970 (_ bv23 5))))
 (let ((?x2909 ((_ extract 31 5) tid.x@B)))
 (let (($x3032 (= ?x2909 (_ bv0 27))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x3033 (and $x281 $x3032 $x3031)))
 (let (($x4328 (= (_ bv1 32) sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let ((?x3035 (concat (_ bv0 32) ?x2835 (_ bv0 5))))
 (let (($x3965 (= off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B ?x3035)))
 (let (($x4324 (= (_ bv0 32) sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let (($x3546 (bvult sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B (_ bv2 32))))
 (and $x3546 (=> $x4324 (and $x3033 $x3965 $x4329 $x4105)) (=> $x4328 (and $x3033 $x3967 $x4329 $x4105))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3855 (bvadd off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let (($x4104 (bvult off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B ?x3855)))
 (let ((?x4461 (bvadd off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let (($x4097 (bvult off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A ?x4461)))
 (and $x4097 $x4104))))))
(assert
 (let (($x3792 (= ctaid.z@A ctaid.z@B)))
 (let (($x3787 (= ctaid.y@A ctaid.y@B)))
 (let (($x3786 (= ctaid.x@A ctaid.x@B)))
 (and $x3786 $x3787 $x3792)))))
(assert
 (= epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
