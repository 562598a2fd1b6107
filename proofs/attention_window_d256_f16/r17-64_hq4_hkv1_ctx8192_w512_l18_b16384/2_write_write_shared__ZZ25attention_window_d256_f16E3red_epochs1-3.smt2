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
 (and (bvule (_ bv17 64) size!R) (bvule size!R (_ bv64 64))))
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
 (let ((?x41606 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x41606) (bvule ?x41606 (_ bv8192 32)))))
(assert
 (let (($x28175 (= (_ bv4 64) width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A)))
 (let ((?x7001 (concat (_ bv0 32) (bvadd (_ bv33792 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x6976 (bvadd (_ bv18446744073709517824 64) ?x7001)))
 (let (($x2047 (= off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A ?x6976)))
 (let ((?x6978 ((_ extract 4 0) tid.x@A)))
 (let (($x6998 (= ?x6978 (_ bv0 5))))
 (let (($x288 (= param!power (_ bv1 32))))
 (let (($x7003 (and $x288 $x6998)))
 (let (($x32306 (and $x7003 $x2047 $x28175 (= (_ bv3 32) epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A))))
 (let (($x11348 (=> (= (_ bv1 32) sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A) $x32306)))
 (let (($x28211 (and $x7003 $x2047 $x28175 (= (_ bv1 32) epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A))))
 (let (($x28222 (=> (= (_ bv0 32) sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A) $x28211)))
 (and (bvult sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A (_ bv2 32)) $x28222 $x11348))))))))))))))
(assert
 (let (($x3109 (= (_ bv4 64) width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B)))
 (let ((?x42575 (concat (_ bv0 32) (bvadd (_ bv33792 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x42576 (bvadd (_ bv18446744073709517824 64) ?x42575)))
 (let (($x2918 (= off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B ?x42576)))
 (let ((?x41716 ((_ extract 4 0) tid.x@B)))
 (let (($x42572 (= ?x41716 (_ bv0 5))))
 (let (($x288 (= param!power (_ bv1 32))))
 (let (($x42573 (and $x288 $x42572)))
 (let (($x27999 (and $x42573 $x2918 $x3109 (= (_ bv3 32) epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B))))
 (let (($x27996 (=> (= (_ bv1 32) sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B) $x27999)))
 (let (($x2840 (and $x42573 $x2918 $x3109 (= (_ bv1 32) epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B))))
 (let (($x2035 (=> (= (_ bv0 32) sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B) $x2840)))
 (and (bvult sel!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B (_ bv2 32)) $x2035 $x27996))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2595 (bvadd off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A)))
 (let ((?x2327 (bvadd off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B width!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A ?x2327) (bvult off!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B ?x2595)))))
(assert
 (let (($x23786 (= ctaid.z@A ctaid.z@B)))
 (let (($x32347 (= ctaid.y@A ctaid.y@B)))
 (let (($x3138 (= ctaid.x@A ctaid.x@B)))
 (and $x3138 $x32347 $x23786)))))
(assert
 (= epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_A epoch!ww_shared__ZZ25attention_window_d256_f16E3red_epochs1-3_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
