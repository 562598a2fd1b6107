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
 (let (($x83 (= (_ bv1 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A)))
 (let (($x220 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A)))
 (let ((?x5674 (concat (_ bv0 32) (bvadd (_ bv16 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x5698 (bvadd (_ bv18446744073709551600 64) ?x5674)))
 (let (($x2919 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A ?x5698)))
 (let (($x5465 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x5566 (and $x254 $x5465)))
 (let (($x2836 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A)))
 (let (($x4976 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A (_ bv1 32))))
 (and $x4976 (=> $x2836 (and $x5566 $x2919 $x220 $x83))))))))))))))
(assert
 (let (($x3068 (= (_ bv1 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B)))
 (let (($x3075 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B)))
 (let ((?x7643 (concat (_ bv0 32) (bvadd (_ bv16 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x7644 (bvadd (_ bv18446744073709551600 64) ?x7643)))
 (let (($x3076 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B ?x7644)))
 (let (($x7638 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x7639 (and $x254 $x7638)))
 (let (($x148 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B)))
 (let (($x2870 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B (_ bv1 32))))
 (and $x2870 (=> $x148 (and $x7639 $x3076 $x3075 $x3068))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3071 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A)))
 (let (($x3072 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B ?x3071)))
 (let ((?x65 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B width!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B)))
 (let (($x3070 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A ?x65)))
 (and $x3070 $x3072))))))
(assert
 (let (($x2940 (= ctaid.z@A ctaid.z@B)))
 (let (($x2670 (= ctaid.y@A ctaid.y@B)))
 (let (($x126 (= ctaid.x@A ctaid.x@B)))
 (and $x126 $x2670 $x2940)))))
(assert
 (= epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_A epoch!ww_shared__ZZ20attention_split_bodyILj64ELb1EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pl_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
