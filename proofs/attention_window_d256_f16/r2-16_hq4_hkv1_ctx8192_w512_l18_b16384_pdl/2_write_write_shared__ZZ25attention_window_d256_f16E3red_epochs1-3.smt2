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
(declare-fun epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!R) (bvule size!R (_ bv16 64))))
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
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x61 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x61)))
(assert
 (let ((?x298 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x298) (bvule ?x298 (_ bv8192 32)))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (let ((?x61 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@B ?x61)))
(assert
 (let ((?x41599 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x41599) (bvule ?x41599 (_ bv8192 32)))))
(assert
 (let (($x1705 (= (_ bv4 64) width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A)))
 (let ((?x6994 (concat (_ bv0 32) (bvadd (_ bv33792 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x6969 (bvadd (_ bv18446744073709517824 64) ?x6994)))
 (let (($x6891 (= off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A ?x6969)))
 (let ((?x6971 ((_ extract 4 0) tid.x@A)))
 (let (($x6991 (= ?x6971 (_ bv0 5))))
 (let (($x288 (= param!power (_ bv1 32))))
 (let (($x6996 (and $x288 $x6991)))
 (let (($x28178 (and $x6996 $x6891 $x1705 (= (_ bv3 32) epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A))))
 (let (($x28177 (=> (= (_ bv1 32) sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A) $x28178)))
 (let (($x390 (and $x6996 $x6891 $x1705 (= (_ bv1 32) epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A))))
 (let (($x2820 (=> (= (_ bv0 32) sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A) $x390)))
 (and (bvult sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A (_ bv2 32)) $x2820 $x28177))))))))))))))
(assert
 (let (($x1958 (= (_ bv4 64) width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B)))
 (let ((?x42568 (concat (_ bv0 32) (bvadd (_ bv33792 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x42569 (bvadd (_ bv18446744073709517824 64) ?x42568)))
 (let (($x2413 (= off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B ?x42569)))
 (let ((?x41709 ((_ extract 4 0) tid.x@B)))
 (let (($x42565 (= ?x41709 (_ bv0 5))))
 (let (($x288 (= param!power (_ bv1 32))))
 (let (($x42566 (and $x288 $x42565)))
 (let (($x13691 (and $x42566 $x2413 $x1958 (= (_ bv3 32) epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B))))
 (let (($x2370 (=> (= (_ bv1 32) sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B) $x13691)))
 (let (($x2372 (and $x42566 $x2413 $x1958 (= (_ bv1 32) epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B))))
 (let (($x2569 (=> (= (_ bv0 32) sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B) $x2372)))
 (and (bvult sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B (_ bv2 32)) $x2569 $x2370))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x14248 (bvadd off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A)))
 (let ((?x14243 (bvadd off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A ?x14243) (bvult off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B ?x14248)))))
(assert
 (let (($x70 (= ctaid.z@A ctaid.z@B)))
 (let (($x1058 (= ctaid.y@A ctaid.y@B)))
 (let (($x2119 (= ctaid.x@A ctaid.x@B)))
 (and $x2119 $x1058 $x70)))))
(assert
 (= epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
