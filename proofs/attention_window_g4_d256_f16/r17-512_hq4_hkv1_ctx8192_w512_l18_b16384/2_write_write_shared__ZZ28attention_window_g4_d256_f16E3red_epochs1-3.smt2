; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv17 64) size!R) (bvule size!R (_ bv512 64))))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv2048 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!q ?x19))))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv2048 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!block_tables ?x19))))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!R))))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv2048 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!out ?x19))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (let ((?x59 ((_ extract 31 0) size!R)))
 (bvult ctaid.y@A ?x59)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x294 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x294) (bvule ?x294 (_ bv8192 32)))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (let ((?x59 ((_ extract 31 0) size!R)))
 (bvult ctaid.y@B ?x59)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x57407 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x57407) (bvule ?x57407 (_ bv8192 32)))))
(assert
 (let (($x4923 (= (_ bv3 32) epoch!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A)))
 (let (($x5176 (= (_ bv4 64) width!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A)))
 (let ((?x8092 (concat (_ bv0 32) (bvadd (_ bv12384 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x8095 (bvadd (_ bv18446744073709539328 64) ?x8092)))
 (let (($x4896 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A ?x8095)))
 (let ((?x8037 ((_ extract 4 0) tid.x@A)))
 (let (($x8055 (= ?x8037 (_ bv0 5))))
 (let (($x286 (= param!power (_ bv1 32))))
 (let (($x8060 (and $x286 $x8055)))
 (let (($x2913 (=> (= (_ bv7 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A) (and $x8060 $x4896 $x5176 $x4923))))
 (let ((?x8073 (concat (_ bv0 32) (bvadd (_ bv12352 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x8076 (bvadd (_ bv18446744073709539328 64) ?x8073)))
 (let (($x4775 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A ?x8076)))
 (let (($x5000 (=> (= (_ bv6 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A) (and $x8060 $x4775 $x5176 $x4923))))
 (let ((?x8054 (concat (_ bv0 32) (bvadd (_ bv12320 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x8033 (bvadd (_ bv18446744073709539328 64) ?x8054)))
 (let (($x4769 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A ?x8033)))
 (let (($x4976 (=> (= (_ bv5 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A) (and $x8060 $x4769 $x5176 $x4923))))
 (let ((?x8051 (concat (_ bv0 32) (bvadd (_ bv12288 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x8046 (bvadd (_ bv18446744073709539328 64) ?x8051)))
 (let (($x5173 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A ?x8046)))
 (let (($x4994 (=> (= (_ bv4 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A) (and $x8060 $x5173 $x5176 $x4923))))
 (let (($x4113 (= (_ bv1 32) epoch!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A)))
 (let (($x4897 (=> (= (_ bv3 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A) (and $x8060 $x4896 $x5176 $x4113))))
 (let (($x4778 (=> (= (_ bv2 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A) (and $x8060 $x4775 $x5176 $x4113))))
 (let (($x4770 (=> (= (_ bv1 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A) (and $x8060 $x4769 $x5176 $x4113))))
 (let (($x4115 (=> (= (_ bv0 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A) (and $x8060 $x5173 $x5176 $x4113))))
 (let (($x5020 (bvult sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A (_ bv8 32))))
 (and $x5020 $x4115 $x4770 $x4778 $x4897 $x4994 $x4976 $x5000 $x2913))))))))))))))))))))))))))))))
(assert
 (let (($x2696 (= (_ bv3 32) epoch!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B)))
 (let (($x5025 (= (_ bv4 64) width!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B)))
 (let ((?x59101 (concat (_ bv0 32) (bvadd (_ bv12384 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x59102 (bvadd (_ bv18446744073709539328 64) ?x59101)))
 (let (($x2956 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B ?x59102)))
 (let ((?x57531 ((_ extract 4 0) tid.x@B)))
 (let (($x59098 (= ?x57531 (_ bv0 5))))
 (let (($x286 (= param!power (_ bv1 32))))
 (let (($x59099 (and $x286 $x59098)))
 (let (($x5101 (=> (= (_ bv7 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B) (and $x59099 $x2956 $x5025 $x2696))))
 (let ((?x59104 (concat (_ bv0 32) (bvadd (_ bv12352 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x59105 (bvadd (_ bv18446744073709539328 64) ?x59104)))
 (let (($x4551 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B ?x59105)))
 (let (($x2916 (=> (= (_ bv6 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B) (and $x59099 $x4551 $x5025 $x2696))))
 (let ((?x59107 (concat (_ bv0 32) (bvadd (_ bv12320 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x59108 (bvadd (_ bv18446744073709539328 64) ?x59107)))
 (let (($x4561 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B ?x59108)))
 (let (($x3006 (=> (= (_ bv5 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B) (and $x59099 $x4561 $x5025 $x2696))))
 (let ((?x59110 (concat (_ bv0 32) (bvadd (_ bv12288 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x59111 (bvadd (_ bv18446744073709539328 64) ?x59110)))
 (let (($x3211 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B ?x59111)))
 (let (($x15647 (=> (= (_ bv4 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B) (and $x59099 $x3211 $x5025 $x2696))))
 (let (($x223 (= (_ bv1 32) epoch!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B)))
 (let (($x2953 (=> (= (_ bv3 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B) (and $x59099 $x2956 $x5025 $x223))))
 (let (($x2954 (=> (= (_ bv2 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B) (and $x59099 $x4551 $x5025 $x223))))
 (let (($x4556 (=> (= (_ bv1 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B) (and $x59099 $x4561 $x5025 $x223))))
 (let (($x224 (=> (= (_ bv0 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B) (and $x59099 $x3211 $x5025 $x223))))
 (let (($x150 (bvult sel!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B (_ bv8 32))))
 (and $x150 $x224 $x4556 $x2954 $x2953 $x15647 $x3006 $x2916 $x5101))))))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3076 (bvadd off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A width!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A)))
 (let (($x4287 (bvult off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B ?x3076)))
 (let ((?x5104 (bvadd off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B width!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B)))
 (let (($x3075 (bvult off!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A ?x5104)))
 (and $x3075 $x4287))))))
(assert
 (let (($x4364 (= ctaid.z@A ctaid.z@B)))
 (let (($x3001 (= ctaid.y@A ctaid.y@B)))
 (let (($x7208 (= ctaid.x@A ctaid.x@B)))
 (and $x7208 $x3001 $x4364)))))
(assert
 (= epoch!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_A epoch!ww_shared__ZZ28attention_window_g4_d256_f16E3red_epochs1-3_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
