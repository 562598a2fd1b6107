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
 (let (($x2892 (= (_ bv0 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let (($x3168 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let ((?x21965 ((_ extract 31 5) tid.x@A)))
 (let ((?x21936 (concat (_ bv0 35) ?x21965 (_ bv0 2))))
 (let (($x3148 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A ?x21936)))
 (let (($x21968 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x22037 (and $x279 $x21968)))
 (let (($x3063 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let (($x3191 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A (_ bv1 32))))
 (and $x3191 (=> $x3063 (and $x22037 $x3148 $x3168 $x2892))))))))))))))
(assert
 (let (($x3352 (= (_ bv0 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let (($x214 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let ((?x26282 ((_ extract 31 5) tid.x@B)))
 (let ((?x26336 (concat (_ bv0 35) ?x26282 (_ bv0 2))))
 (let (($x79 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B ?x26336)))
 (let (($x26280 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x26281 (and $x279 $x26280)))
 (let (($x3101 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let (($x3100 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B (_ bv1 32))))
 (and $x3100 (=> $x3101 (and $x26281 $x79 $x214 $x3352))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x259 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let (($x217 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B ?x259)))
 (let ((?x3565 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let (($x3186 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A ?x3565)))
 (and $x3186 $x217))))))
(assert
 (let (($x1945 (= ctaid.z@A ctaid.z@B)))
 (let (($x11464 (= ctaid.y@A ctaid.y@B)))
 (let (($x3355 (= ctaid.x@A ctaid.x@B)))
 (and $x3355 $x11464 $x1945)))))
(assert
 (= epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B))
(check-sat)
