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
(declare-fun epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
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
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x3097 (= (_ bv0 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let (($x99 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let ((?x5565 ((_ extract 31 5) tid.x@A)))
 (let ((?x5639 (concat (_ bv0 35) ?x5565 (_ bv0 2))))
 (let (($x5238 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A ?x5639)))
 (let (($x5659 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x280 (= param!power (_ bv1 32))))
 (let (($x5643 (and $x280 $x5659)))
 (let (($x129 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let (($x2900 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A (_ bv1 32))))
 (and $x2900 (=> $x129 (and $x5643 $x5238 $x99 $x3097))))))))))))))
(assert
 (let (($x257 (= (_ bv0 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let (($x185 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let ((?x7787 ((_ extract 31 5) tid.x@B)))
 (let ((?x7841 (concat (_ bv0 35) ?x7787 (_ bv0 2))))
 (let (($x177 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B ?x7841)))
 (let (($x7785 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x280 (= param!power (_ bv1 32))))
 (let (($x7786 (and $x280 $x7785)))
 (let (($x236 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let (($x102 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B (_ bv1 32))))
 (and $x102 (=> $x236 (and $x7786 $x177 $x185 $x257))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x237 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let (($x2959 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B ?x237)))
 (let ((?x61 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let (($x2966 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A ?x61)))
 (and $x2966 $x2959))))))
(assert
 (let (($x3100 (= ctaid.z@A ctaid.z@B)))
 (let (($x3041 (= ctaid.y@A ctaid.y@B)))
 (let (($x2923 (= ctaid.x@A ctaid.x@B)))
 (and $x2923 $x3041 $x3100)))))
(assert
 (= epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B))
(check-sat)
