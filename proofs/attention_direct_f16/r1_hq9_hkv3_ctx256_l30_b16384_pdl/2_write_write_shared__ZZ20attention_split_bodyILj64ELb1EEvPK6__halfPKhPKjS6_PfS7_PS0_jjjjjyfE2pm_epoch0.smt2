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
(declare-fun epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2858 (= (_ bv0 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let (($x2889 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let ((?x5440 ((_ extract 31 5) tid.x@A)))
 (let ((?x5562 (concat (_ bv0 35) ?x5440 (_ bv0 2))))
 (let (($x2945 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A ?x5562)))
 (let (($x5465 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x5566 (and $x254 $x5465)))
 (let (($x5764 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let (($x91 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A (_ bv1 32))))
 (and $x91 (=> $x5764 (and $x5566 $x2945 $x2889 $x2858))))))))))))))
(assert
 (let (($x108 (= (_ bv0 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let (($x2933 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let ((?x7640 ((_ extract 31 5) tid.x@B)))
 (let ((?x7696 (concat (_ bv0 35) ?x7640 (_ bv0 2))))
 (let (($x2936 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B ?x7696)))
 (let (($x7638 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x7639 (and $x254 $x7638)))
 (let (($x54 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let (($x2852 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B (_ bv1 32))))
 (and $x2852 (=> $x54 (and $x7639 $x2936 $x2933 $x108))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x5359 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let (($x231 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B ?x5359)))
 (let ((?x208 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let (($x112 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A ?x208)))
 (and $x112 $x231))))))
(assert
 (let (($x2862 (= ctaid.z@A ctaid.z@B)))
 (let (($x189 (= ctaid.y@A ctaid.y@B)))
 (let (($x2787 (= ctaid.x@A ctaid.x@B)))
 (and $x2787 $x189 $x2862)))))
(assert
 (= epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B))
(check-sat)
