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
 (let ((?x61 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x61)))
(assert
 (let ((?x298 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x298) (bvule ?x298 (_ bv8192 32)))))
(assert
 (let ((?x61 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@B ?x61)))
(assert
 (let ((?x41574 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x41574) (bvule ?x41574 (_ bv8192 32)))))
(assert
 (let (($x288 (= param!power (_ bv1 32))))
(let (($x6997 (and $x288 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let ((?x297 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A))))
(let ((?x356 (mem!seq_lens!32 ?x297)))
(let (($x352 (or (not (= ((_ extract 31 10) ?x356) (_ bv0 22))) (bvule (_ bv512 10) ((_ extract 9 0) ?x356)))))
(let ((?x330 (ite $x352 ?x356 (_ bv512 32))))
(let ((?x377 (bvmul (_ bv4294967295 32) ?x330)))
(let ((?x383 (bvadd (_ bv767 32) ?x356 ?x377)))
(let (($x393 (= ((_ extract 31 8) ?x383) (_ bv0 24))))
(let (($x7035 (or $x393 (not (= ((_ extract 31 11) ?x383) (_ bv0 21))) (bvule (_ bv4 3) ((_ extract 10 8) ?x383)))))
(let (($x396 (not $x393)))
(let (($x7036 (and $x288 $x396 (not $x7035))))
(let ((?x7267 (concat (ite $x7036 (_ bv0 24) (_ bv4 24)) (_ bv0 8))))
(let ((?x405 (bvadd (_ bv512 32) ?x356 ?x377)))
(let (($x7284 (not (= ((_ extract 9 8) ?x383) (_ bv0 2)))))
(let (($x7280 (and $x288 $x396 $x7284 (not (= ((_ extract 9 8) ?x383) (_ bv1 2))) (not (bvule ?x405 (bvadd (_ bv256 32) tid.x@A ?x7267))))))
(let (($x5547 (and $x288 $x396 $x7284 (not (bvule ?x405 (bvadd tid.x@A ?x7267))))))
(let (($x7101 (and $x288 $x396 $x7035 (not (bvule ?x405 (bvadd (_ bv768 32) tid.x@A))))))
(let (($x7083 (and $x288 $x396 $x7035 (not (bvule ?x405 (bvadd (_ bv512 32) tid.x@A))))))
(let (($x5098 (not (bvule ?x405 (bvadd (_ bv256 32) tid.x@A)))))
(let (($x7053 (and $x288 $x396 $x7035 $x5098)))
(let (($x409 (not (bvule ?x405 tid.x@A))))
(let (($x7019 (and $x288 $x396 $x7035 $x409)))
(let (($x5099 (and $x288 $x396 (not (= ((_ extract 31 9) ?x383) (_ bv0 23))) $x5098)))
(let (($x410 (and $x288 $x396 $x409)))
(or $x288 $x410 $x5099 $x6997 $x7019 $x7053 $x7083 $x7101 $x5547 $x7280 $x6997 $x288 $x288 $x288 $x288 $x288 $x288 $x288 $x288 $x288)))))))))))))))))))))))))))
(check-sat)
