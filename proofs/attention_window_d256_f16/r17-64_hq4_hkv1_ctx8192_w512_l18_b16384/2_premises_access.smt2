; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
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
 (let ((?x61 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x61)))
(assert
 (let ((?x298 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x298) (bvule ?x298 (_ bv8192 32)))))
(assert
 (let ((?x61 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@B ?x61)))
(assert
 (let ((?x41606 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x41606) (bvule ?x41606 (_ bv8192 32)))))
(assert
 (let (($x288 (= param!power (_ bv1 32))))
(let (($x7003 (and $x288 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let ((?x297 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A))))
(let ((?x356 (mem!seq_lens!32 ?x297)))
(let (($x333 (or (not (= ((_ extract 31 10) ?x356) (_ bv0 22))) (bvule (_ bv512 10) ((_ extract 9 0) ?x356)))))
(let ((?x370 (ite $x333 ?x356 (_ bv512 32))))
(let ((?x340 (bvmul (_ bv4294967295 32) ?x370)))
(let ((?x371 (bvadd (_ bv767 32) ?x356 ?x340)))
(let (($x394 (= ((_ extract 31 8) ?x371) (_ bv0 24))))
(let (($x7038 (or $x394 (bvule (_ bv4 3) ((_ extract 10 8) ?x371)) (not (= ((_ extract 31 11) ?x371) (_ bv0 21))))))
(let (($x397 (not $x394)))
(let (($x7042 (and $x288 $x397 (not $x7038))))
(let ((?x7285 (concat (ite $x7042 (_ bv0 24) (_ bv4 24)) (_ bv0 8))))
(let ((?x405 (bvadd (_ bv512 32) ?x356 ?x340)))
(let (($x7115 (not (= ((_ extract 9 8) ?x371) (_ bv0 2)))))
(let (($x7113 (and $x288 $x397 $x7115 (not (= ((_ extract 9 8) ?x371) (_ bv1 2))) (not (bvule ?x405 (bvadd (_ bv256 32) tid.x@A ?x7285))))))
(let (($x5548 (and $x288 $x397 $x7115 (not (bvule ?x405 (bvadd tid.x@A ?x7285))))))
(let (($x7105 (and $x288 $x397 $x7038 (not (bvule ?x405 (bvadd (_ bv768 32) tid.x@A))))))
(let (($x7087 (and $x288 $x397 $x7038 (not (bvule ?x405 (bvadd (_ bv512 32) tid.x@A))))))
(let (($x5099 (not (bvule ?x405 (bvadd (_ bv256 32) tid.x@A)))))
(let (($x7056 (and $x288 $x397 $x7038 $x5099)))
(let (($x409 (not (bvule ?x405 tid.x@A))))
(let (($x7025 (and $x288 $x397 $x7038 $x409)))
(let (($x5100 (and $x288 $x397 (not (= ((_ extract 31 9) ?x371) (_ bv0 23))) $x5099)))
(let (($x410 (and $x288 $x397 $x409)))
(or $x288 $x410 $x5100 $x7003 $x7025 $x7056 $x7087 $x7105 $x5548 $x7113 $x7003 $x288 $x288 $x288 $x288 $x288 $x288 $x288 $x288 $x288)))))))))))))))))))))))))))
(check-sat)
