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
(declare-fun epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B () (_ BitVec 32))
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
 (let (($x2940 (= (_ bv1 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A)))
 (let (($x168 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A)))
 (let ((?x5674 (concat (_ bv0 32) (bvadd (_ bv16 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x5698 (bvadd (_ bv18446744073709551600 64) ?x5674)))
 (let (($x164 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A ?x5698)))
 (let (($x5465 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x5566 (and $x254 $x5465)))
 (let (($x118 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A)))
 (let (($x4976 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A (_ bv1 32))))
 (and $x4976 (=> $x118 (and $x5566 $x164 $x168 $x2940))))))))))))))
(assert
 (let (($x2896 (= (_ bv1 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B)))
 (let (($x2874 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B)))
 (let ((?x7643 (concat (_ bv0 32) (bvadd (_ bv16 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x7644 (bvadd (_ bv18446744073709551600 64) ?x7643)))
 (let (($x106 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B ?x7644)))
 (let (($x7638 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x7639 (and $x254 $x7638)))
 (let (($x219 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B)))
 (let (($x105 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B (_ bv1 32))))
 (and $x105 (=> $x219 (and $x7639 $x106 $x2874 $x2896))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x226 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A)))
 (let (($x4197 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B ?x226)))
 (let ((?x2935 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B)))
 (let (($x66 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A ?x2935)))
 (and $x66 $x4197))))))
(assert
 (let (($x2862 (= ctaid.z@A ctaid.z@B)))
 (let (($x189 (= ctaid.y@A ctaid.y@B)))
 (let (($x2787 (= ctaid.x@A ctaid.x@B)))
 (and $x2787 $x189 $x2862)))))
(assert
 (= epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B))
(check-sat)
