; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem1_0 () (_ BitVec 64))
(declare-fun pelem1_1 () (_ BitVec 64))
(declare-fun pelem1_2 () (_ BitVec 64))
(declare-fun pelem1_3 () (_ BitVec 64))
(assert
 (and (bvule (_ bv16 64) size!R) (bvule size!R (_ bv64 64))))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!R))))
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
 (bvule base!ml (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv288 64) size!R))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv9216 64) size!R))))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (let ((?x76 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x76)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem1_0 size!R))
(assert
 (bvult pelem1_1 (_ bv9 64)))
(assert
 (bvult pelem1_2 (_ bv4 64)))
(assert
 (bvult pelem1_3 (_ bv64 64)))
(assert
 (let ((?x25053 ((_ extract 31 6) tid.x@A)))
(let (($x2960 (= ?x25053 (_ bv0 26))))
(let (($x339 (= param!power (_ bv1 32))))
(and $x339 $x2960)))))
(check-sat)
