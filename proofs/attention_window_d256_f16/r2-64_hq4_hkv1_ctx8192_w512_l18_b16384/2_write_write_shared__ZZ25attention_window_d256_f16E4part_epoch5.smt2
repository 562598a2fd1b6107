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
(declare-fun epoch!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!R) (bvule size!R (_ bv64 64))))
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
 (let ((?x71522 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x71522) (bvule ?x71522 (_ bv8192 32)))))
(assert
 (let (($x3436 (= (_ bv5 32) epoch!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A)))
 (let (($x2261 (= (_ bv4 64) width!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A)))
 (let ((?x66249 (concat (_ bv0 32) (bvadd (_ bv33836 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x66252 (bvadd (_ bv18446744073709517792 64) ?x66249)))
 (let (($x3751 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A ?x66252)))
 (let (($x288 (= param!power (_ bv1 32))))
 (let (($x3752 (=> (= (_ bv3 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A) (and $x288 $x3751 $x2261 $x3436))))
 (let ((?x66247 (concat (_ bv0 32) (bvadd (_ bv33832 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x66250 (bvadd (_ bv18446744073709517792 64) ?x66247)))
 (let (($x2889 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A ?x66250)))
 (let (($x20410 (=> (= (_ bv2 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A) (and $x288 $x2889 $x2261 $x3436))))
 (let ((?x66242 (concat (_ bv0 32) (bvadd (_ bv33828 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x66245 (bvadd (_ bv18446744073709517792 64) ?x66242)))
 (let (($x3426 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A ?x66245)))
 (let (($x3431 (=> (= (_ bv1 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A) (and $x288 $x3426 $x2261 $x3436))))
 (let ((?x66238 (concat (_ bv0 32) (bvadd (_ bv33824 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x66240 (bvadd (_ bv18446744073709517792 64) ?x66238)))
 (let (($x353 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A ?x66240)))
 (let (($x2869 (=> (= (_ bv0 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A) (and $x288 $x353 $x2261 $x3436))))
 (and (bvult sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A (_ bv4 32)) $x2869 $x3431 $x20410 $x3752)))))))))))))))))))))
(assert
 (let (($x2488 (= (_ bv5 32) epoch!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B)))
 (let (($x3725 (= (_ bv4 64) width!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B)))
 (let ((?x71560 (concat (_ bv0 32) (bvadd (_ bv33836 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x71561 (bvadd (_ bv18446744073709517792 64) ?x71560)))
 (let (($x3740 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B ?x71561)))
 (let (($x288 (= param!power (_ bv1 32))))
 (let (($x3545 (=> (= (_ bv3 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B) (and $x288 $x3740 $x3725 $x2488))))
 (let ((?x71563 (concat (_ bv0 32) (bvadd (_ bv33832 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x71564 (bvadd (_ bv18446744073709517792 64) ?x71563)))
 (let (($x3341 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B ?x71564)))
 (let (($x3728 (=> (= (_ bv2 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B) (and $x288 $x3341 $x3725 $x2488))))
 (let ((?x71566 (concat (_ bv0 32) (bvadd (_ bv33828 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x71567 (bvadd (_ bv18446744073709517792 64) ?x71566)))
 (let (($x3726 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B ?x71567)))
 (let (($x3727 (=> (= (_ bv1 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B) (and $x288 $x3726 $x3725 $x2488))))
 (let ((?x71569 (concat (_ bv0 32) (bvadd (_ bv33824 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x71570 (bvadd (_ bv18446744073709517792 64) ?x71569)))
 (let (($x3296 (= off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B ?x71570)))
 (let (($x2502 (=> (= (_ bv0 32) sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B) (and $x288 $x3296 $x3725 $x2488))))
 (and (bvult sel!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B (_ bv4 32)) $x2502 $x3727 $x3728 $x3545)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2477 (bvadd off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A width!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A)))
 (let ((?x37721 (bvadd off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B width!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B)))
 (and (bvult off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A ?x37721) (bvult off!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B ?x2477)))))
(assert
 (let (($x3460 (= ctaid.z@A ctaid.z@B)))
 (let (($x2837 (= ctaid.y@A ctaid.y@B)))
 (let (($x3684 (= ctaid.x@A ctaid.x@B)))
 (and $x3684 $x2837 $x3460)))))
(assert
 (= epoch!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_A epoch!ww_shared__ZZ25attention_window_d256_f16E4part_epoch5_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
