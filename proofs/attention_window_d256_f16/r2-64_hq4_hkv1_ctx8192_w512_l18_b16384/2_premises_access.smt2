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
 (let ((?x61 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x61)))
(assert
 (let ((?x298 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x298) (bvule ?x298 (_ bv8192 32)))))
(assert
 (let ((?x61 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@B ?x61)))
(assert
 (let ((?x71522 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x71522) (bvule ?x71522 (_ bv8192 32)))))
(assert
 (let (($x288 (= param!power (_ bv1 32))))
(let (($x6988 (and $x288 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let ((?x297 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A))))
(let ((?x356 (mem!seq_lens!32 ?x297)))
(let (($x333 (or (not (= ((_ extract 31 10) ?x356) (_ bv0 22))) (bvule (_ bv512 10) ((_ extract 9 0) ?x356)))))
(let ((?x370 (ite $x333 ?x356 (_ bv512 32))))
(let ((?x340 (bvmul (_ bv4294967295 32) ?x370)))
(let ((?x371 (bvadd (_ bv767 32) ?x356 ?x340)))
(let (($x394 (= ((_ extract 31 8) ?x371) (_ bv0 24))))
(let (($x7045 (or $x394 (not (= ((_ extract 31 11) ?x371) (_ bv0 21))) (bvule (_ bv4 3) ((_ extract 10 8) ?x371)))))
(let (($x397 (not $x394)))
(let (($x7046 (and $x288 $x397 (not $x7045))))
(let ((?x7130 (concat (ite $x7046 (_ bv0 24) (_ bv4 24)) (_ bv0 8))))
(let ((?x327 (bvadd (_ bv512 32) ?x356 ?x340)))
(let (($x7138 (not (= ((_ extract 9 8) ?x371) (_ bv0 2)))))
(let (($x7160 (and $x288 $x397 $x7138 (not (= ((_ extract 9 8) ?x371) (_ bv1 2))) (not (bvule ?x327 (bvadd (_ bv256 32) tid.x@A ?x7130))))))
(let (($x7283 (and $x288 $x397 $x7138 (not (bvule ?x327 (bvadd tid.x@A ?x7130))))))
(let (($x7102 (and $x288 $x397 $x7045 (not (bvule ?x327 (bvadd (_ bv768 32) tid.x@A))))))
(let (($x7080 (and $x288 $x397 $x7045 (not (bvule ?x327 (bvadd (_ bv512 32) tid.x@A))))))
(let (($x5085 (not (bvule ?x327 (bvadd (_ bv256 32) tid.x@A)))))
(let (($x7059 (and $x288 $x397 $x7045 $x5085)))
(let (($x399 (not (bvule ?x327 tid.x@A))))
(let (($x7028 (and $x288 $x397 $x7045 $x399)))
(let (($x5086 (and $x288 $x397 (not (= ((_ extract 31 9) ?x371) (_ bv0 23))) $x5085)))
(let (($x400 (and $x288 $x397 $x399)))
(or $x288 $x400 $x5086 $x6988 $x7028 $x7059 $x7080 $x7102 $x7283 $x7160 $x6988 $x288 $x288 $x288 $x288 $x288)))))))))))))))))))))))))))
(check-sat)
