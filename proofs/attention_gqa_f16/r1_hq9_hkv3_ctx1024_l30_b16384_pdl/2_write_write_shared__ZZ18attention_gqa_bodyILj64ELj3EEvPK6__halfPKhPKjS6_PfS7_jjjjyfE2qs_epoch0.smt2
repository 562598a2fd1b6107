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
 (bvult ctaid.x@A (_ bv8 32)))
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
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x4084 (= (_ bv0 32) epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let (($x3653 (= (_ bv16 64) width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let ((?x545 ((_ extract 26 0) tid.x@A)))
 (let ((?x601 (concat (_ bv0 32) ?x545 (_ bv16 5))))
 (let (($x3447 (= off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A ?x601)))
 (let ((?x595 ((_ extract 4 0) tid.x@A)))
 (let (($x283 (bvule ?x595 (_ bv23 5))))
 (let ((?x593 ((_ extract 31 5) tid.x@A)))
 (let (($x480 (= ?x593 (_ bv0 27))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x517 (and $x281 $x480 $x283)))
 (let (($x4086 (= (_ bv1 32) sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let ((?x494 (concat (_ bv0 32) ?x545 (_ bv0 5))))
 (let (($x4222 (= off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A ?x494)))
 (let (($x4340 (= (_ bv0 32) sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let (($x252 (bvult sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A (_ bv2 32))))
 (and $x252 (=> $x4340 (and $x517 $x4222 $x3653 $x4084)) (=> $x4086 (and $x517 $x3447 $x3653 $x4084))))))))))))))))))))
(assert
 (let (($x3614 (= (_ bv0 32) epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let (($x3777 (= (_ bv16 64) width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let ((?x2837 ((_ extract 26 0) tid.x@B)))
 (let ((?x3036 (concat (_ bv0 32) ?x2837 (_ bv16 5))))
 (let (($x3668 (= off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B ?x3036)))
 (let ((?x2972 ((_ extract 4 0) tid.x@B)))
 (let (($x3033 (bvule ?x2972 (_ bv23 5))))
 (let ((?x2911 ((_ extract 31 5) tid.x@B)))
 (let (($x3034 (= ?x2911 (_ bv0 27))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x3035 (and $x281 $x3034 $x3033)))
 (let (($x3986 (= (_ bv1 32) sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let ((?x3037 (concat (_ bv0 32) ?x2837 (_ bv0 5))))
 (let (($x4542 (= off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B ?x3037)))
 (let (($x3759 (= (_ bv0 32) sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let (($x3612 (bvult sel!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B (_ bv2 32))))
 (and $x3612 (=> $x3759 (and $x3035 $x4542 $x3777 $x3614)) (=> $x3986 (and $x3035 $x3668 $x3777 $x3614))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x4037 (bvadd off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A)))
 (let (($x4423 (bvult off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B ?x4037)))
 (let ((?x4568 (bvadd off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B width!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B)))
 (let (($x4569 (bvult off!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A ?x4568)))
 (and $x4569 $x4423))))))
(assert
 (let (($x3770 (= ctaid.z@A ctaid.z@B)))
 (let (($x3742 (= ctaid.y@A ctaid.y@B)))
 (let (($x3739 (= ctaid.x@A ctaid.x@B)))
 (and $x3739 $x3742 $x3770)))))
(assert
 (= epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_A epoch!ww_shared__ZZ18attention_gqa_bodyILj64ELj3EEvPK6__halfPKhPKjS6_PfS7_jjjjyfE2qs_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
