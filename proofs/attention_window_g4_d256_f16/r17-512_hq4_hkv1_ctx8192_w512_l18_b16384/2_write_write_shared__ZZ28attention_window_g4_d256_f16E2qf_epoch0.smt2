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
(declare-fun epoch!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B () (_ BitVec 32))
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
 (let (($x4194 (= (_ bv0 32) epoch!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A)))
 (let (($x4195 (= (_ bv4 64) width!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A)))
 (let ((?x401 (concat (_ bv0 32) (bvadd (_ bv3072 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x3324 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A ?x401)))
 (let (($x286 (= param!power (_ bv1 32))))
 (let (($x4185 (=> (= (_ bv3 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A) (and $x286 $x3324 $x4195 $x4194))))
 (let ((?x405 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x3049 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A ?x405)))
 (let (($x4384 (=> (= (_ bv2 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A) (and $x286 $x3049 $x4195 $x4194))))
 (let ((?x390 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let (($x3474 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A ?x390)))
 (let (($x3664 (=> (= (_ bv1 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A) (and $x286 $x3474 $x4195 $x4194))))
 (let ((?x328 ((_ extract 29 0) tid.x@A)))
 (let ((?x322 (concat (_ bv0 32) ?x328 (_ bv0 2))))
 (let (($x4198 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A ?x322)))
 (let (($x3052 (=> (= (_ bv0 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A) (and $x286 $x4198 $x4195 $x4194))))
 (and (bvult sel!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A (_ bv4 32)) $x3052 $x3664 $x4384 $x4185))))))))))))))))))
(assert
 (let (($x3506 (= (_ bv0 32) epoch!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B)))
 (let (($x3502 (= (_ bv4 64) width!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B)))
 (let ((?x59470 (concat (_ bv0 32) (bvadd (_ bv3072 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x137 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B ?x59470)))
 (let (($x286 (= param!power (_ bv1 32))))
 (let (($x2992 (=> (= (_ bv3 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B) (and $x286 $x137 $x3502 $x3506))))
 (let ((?x59473 (concat (_ bv0 32) (bvadd (_ bv2048 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x129 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B ?x59473)))
 (let (($x261 (=> (= (_ bv2 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B) (and $x286 $x129 $x3502 $x3506))))
 (let ((?x59476 (concat (_ bv0 32) (bvadd (_ bv1024 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let (($x3507 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B ?x59476)))
 (let (($x3512 (=> (= (_ bv1 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B) (and $x286 $x3507 $x3502 $x3506))))
 (let ((?x57428 ((_ extract 29 0) tid.x@B)))
 (let ((?x59478 (concat (_ bv0 32) ?x57428 (_ bv0 2))))
 (let (($x4704 (= off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B ?x59478)))
 (let (($x3487 (=> (= (_ bv0 32) sel!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B) (and $x286 $x4704 $x3502 $x3506))))
 (and (bvult sel!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B (_ bv4 32)) $x3487 $x3512 $x261 $x2992))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x27741 (bvadd off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A width!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A)))
 (let ((?x14411 (bvadd off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B width!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A ?x14411) (bvult off!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B ?x27741)))))
(assert
 (let (($x4364 (= ctaid.z@A ctaid.z@B)))
 (let (($x3001 (= ctaid.y@A ctaid.y@B)))
 (let (($x7208 (= ctaid.x@A ctaid.x@B)))
 (and $x7208 $x3001 $x4364)))))
(assert
 (= epoch!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_A epoch!ww_shared__ZZ28attention_window_g4_d256_f16E2qf_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
