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
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv70 32)))
(assert
 (let (($x3217 (= (_ bv2 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A)))
 (let (($x3078 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A)))
 (let ((?x21827 (concat (_ bv0 32) (bvadd (_ bv34848 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x21753 (bvadd (_ bv18446744073709516768 64) ?x21827)))
 (let (($x3521 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A ?x21753)))
 (let (($x21926 (= ((_ extract 31 7) tid.x@A) (_ bv0 25))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x22187 (and $x279 $x21926)))
 (let (($x3509 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A)))
 (let (($x3510 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A (_ bv1 32))))
 (and $x3510 (=> $x3509 (and $x22187 $x3521 $x3078 $x3217))))))))))))))
(assert
 (let (($x8098 (= (_ bv2 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B)))
 (let (($x3289 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B)))
 (let ((?x26244 (concat (_ bv0 32) (bvadd (_ bv34848 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x26245 (bvadd (_ bv18446744073709516768 64) ?x26244)))
 (let (($x3416 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B ?x26245)))
 (let (($x26035 (= ((_ extract 31 7) tid.x@B) (_ bv0 25))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x26036 (and $x279 $x26035)))
 (let (($x3369 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B)))
 (let (($x3351 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B (_ bv1 32))))
 (and $x3351 (=> $x3369 (and $x26036 $x3416 $x3289 $x8098))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x102 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A)))
 (let (($x2916 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B ?x102)))
 (let ((?x18575 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B)))
 (let (($x245 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A ?x18575)))
 (and $x245 $x2916))))))
(assert
 (let (($x1945 (= ctaid.z@A ctaid.z@B)))
 (let (($x11464 (= ctaid.y@A ctaid.y@B)))
 (let (($x3355 (= ctaid.x@A ctaid.x@B)))
 (and $x3355 $x11464 $x1945)))))
(assert
 (= epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_A epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2ph_epoch2_B))
(check-sat)
