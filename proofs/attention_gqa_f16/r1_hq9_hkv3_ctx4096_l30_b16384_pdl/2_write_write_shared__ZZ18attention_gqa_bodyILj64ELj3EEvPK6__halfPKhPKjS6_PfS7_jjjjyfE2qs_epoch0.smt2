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
 (bvult ctaid.x@A (_ bv32 32)))
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
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x3607 (= (_ bv0 32) epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let (($x3970 (= (_ bv16 64) width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let ((?x546 ((_ extract 26 0) tid.x@A)))
 (let ((?x600 (concat (_ bv0 32) ?x546 (_ bv16 5))))
 (let (($x3829 (= off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A ?x600)))
 (let ((?x593 ((_ extract 4 0) tid.x@A)))
 (let (($x579 (bvule ?x593 (_ bv23 5))))
 (let ((?x351 ((_ extract 31 5) tid.x@A)))
 (let (($x588 (= ?x351 (_ bv0 27))))
 (let (($x280 (= param!power (_ bv1 32))))
 (let (($x560 (and $x280 $x588 $x579)))
 (let (($x3692 (= (_ bv1 32) sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let ((?x553 (concat (_ bv0 32) ?x546 (_ bv0 5))))
 (let (($x3715 (= off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A ?x553)))
 (let (($x3929 (= (_ bv0 32) sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let (($x3763 (bvult sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A (_ bv2 32))))
 (and $x3763 (=> $x3929 (and $x560 $x3715 $x3970 $x3607)) (=> $x3692 (and $x560 $x3829 $x3970 $x3607))))))))))))))))))))
(assert
 (let (($x4371 (= (_ bv0 32) epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let (($x3860 (= (_ bv16 64) width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let ((?x2837 ((_ extract 26 0) tid.x@B)))
 (let ((?x3036 (concat (_ bv0 32) ?x2837 (_ bv16 5))))
 (let (($x4304 (= off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B ?x3036)))
 (let ((?x2972 ((_ extract 4 0) tid.x@B)))
 (let (($x3033 (bvule ?x2972 (_ bv23 5))))
 (let ((?x2911 ((_ extract 31 5) tid.x@B)))
 (let (($x3034 (= ?x2911 (_ bv0 27))))
 (let (($x280 (= param!power (_ bv1 32))))
 (let (($x3035 (and $x280 $x3034 $x3033)))
 (let (($x3768 (= (_ bv1 32) sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let ((?x3037 (concat (_ bv0 32) ?x2837 (_ bv0 5))))
 (let (($x3816 (= off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B ?x3037)))
 (let (($x3898 (= (_ bv0 32) sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let (($x3897 (bvult sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B (_ bv2 32))))
 (and $x3897 (=> $x3898 (and $x3035 $x3816 $x3860 $x4371)) (=> $x3768 (and $x3035 $x4304 $x3860 $x4371))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3595 (bvadd off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let (($x4576 (bvult off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B ?x3595)))
 (let ((?x3387 (bvadd off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let (($x4575 (bvult off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A ?x3387)))
 (and $x4575 $x4576))))))
(assert
 (let (($x3732 (= ctaid.z@A ctaid.z@B)))
 (let (($x3701 (= ctaid.y@A ctaid.y@B)))
 (let (($x3700 (= ctaid.x@A ctaid.x@B)))
 (and $x3700 $x3701 $x3732)))))
(assert
 (= epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
