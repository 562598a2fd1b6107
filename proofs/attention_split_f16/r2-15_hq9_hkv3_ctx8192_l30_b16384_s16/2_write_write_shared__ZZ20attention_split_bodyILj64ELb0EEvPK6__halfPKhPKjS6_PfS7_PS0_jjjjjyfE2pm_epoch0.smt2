; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
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
 (and (bvule (_ bv2 64) size!R) (bvule size!R (_ bv15 64))))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!q ?x19))))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2048 64) size!R))))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!R))))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!ml ?x19))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv36864 64) size!R))))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv16 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (let ((?x73 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x73)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv16 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (let ((?x73 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@B ?x73)))
(assert
 (let (($x224 (= (_ bv0 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let (($x171 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let ((?x10889 ((_ extract 31 5) tid.x@A)))
 (let ((?x10915 (concat (_ bv0 35) ?x10889 (_ bv0 2))))
 (let (($x298 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A ?x10915)))
 (let (($x10909 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x327 (= param!power (_ bv1 32))))
 (let (($x10914 (and $x327 $x10909)))
 (let (($x216 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let (($x109 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A (_ bv1 32))))
 (and $x109 (=> $x216 (and $x10914 $x298 $x171 $x224))))))))))))))
(assert
 (let (($x3048 (= (_ bv0 32) epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let (($x3051 (= (_ bv4 64) width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let ((?x13420 ((_ extract 31 5) tid.x@B)))
 (let ((?x13474 (concat (_ bv0 35) ?x13420 (_ bv0 2))))
 (let (($x256 (= off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B ?x13474)))
 (let (($x13418 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x327 (= param!power (_ bv1 32))))
 (let (($x13419 (and $x327 $x13418)))
 (let (($x9356 (= (_ bv0 32) sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let (($x10613 (bvult sel!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B (_ bv1 32))))
 (and $x10613 (=> $x9356 (and $x13419 $x256 $x3051 $x3048))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2812 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A)))
 (let (($x271 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B ?x2812)))
 (let ((?x2788 (bvadd off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B width!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B)))
 (let (($x87 (bvult off!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A ?x2788)))
 (and $x87 $x271))))))
(assert
 (let (($x2860 (= ctaid.z@A ctaid.z@B)))
 (let (($x2862 (= ctaid.y@A ctaid.y@B)))
 (let (($x10612 (= ctaid.x@A ctaid.x@B)))
 (and $x10612 $x2862 $x2860)))))
(assert
 (= epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_A epoch!ww_shared__ZZ20attention_split_bodyILj64ELb0EEvPK6__halfPKhPKjS6_PfS7_PS0_jjjjjyfE2pm_epoch0_B))
(check-sat)
