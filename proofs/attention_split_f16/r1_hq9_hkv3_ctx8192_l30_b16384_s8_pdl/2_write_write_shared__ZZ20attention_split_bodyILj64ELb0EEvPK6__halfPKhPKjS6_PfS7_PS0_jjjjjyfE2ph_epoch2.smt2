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
(declare-fun epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
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
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x3105 (= (_ bv2 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A)))
 (let (($x220 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A)))
 (let ((?x12381 (concat (_ bv0 32) (bvadd (_ bv34848 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x12271 (bvadd (_ bv18446744073709516768 64) ?x12381)))
 (let (($x3103 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A ?x12271)))
 (let (($x12620 (= ((_ extract 31 7) tid.x@A) (_ bv0 25))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x12614 (and $x279 $x12620)))
 (let (($x2976 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A)))
 (let (($x2979 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A (_ bv1 32))))
 (and $x2979 (=> $x2976 (and $x12614 $x3103 $x220 $x3105))))))))))))))
(assert
 (let (($x104 (= (_ bv2 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B)))
 (let (($x99 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B)))
 (let ((?x15520 (concat (_ bv0 32) (bvadd (_ bv34848 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x15521 (bvadd (_ bv18446744073709516768 64) ?x15520)))
 (let (($x183 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B ?x15521)))
 (let (($x15391 (= ((_ extract 31 7) tid.x@B) (_ bv0 25))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x15392 (and $x279 $x15391)))
 (let (($x90 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B)))
 (let (($x3212 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B (_ bv1 32))))
 (and $x3212 (=> $x90 (and $x15392 $x183 $x99 $x104))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9446 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A)))
 (let (($x2939 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B ?x9446)))
 (let ((?x9705 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B)))
 (let (($x3092 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A ?x9705)))
 (and $x3092 $x2939))))))
(assert
 (let (($x189 (= ctaid.z@A ctaid.z@B)))
 (let (($x158 (= ctaid.y@A ctaid.y@B)))
 (let (($x251 (= ctaid.x@A ctaid.x@B)))
 (and $x251 $x158 $x189)))))
(assert
 (= epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B))
(check-sat)
