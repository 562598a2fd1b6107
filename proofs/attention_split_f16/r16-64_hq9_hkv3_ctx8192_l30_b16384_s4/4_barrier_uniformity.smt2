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
(declare-fun param!power () (_ BitVec 32))
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
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (let ((?x76 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x76)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (let ((?x76 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@B ?x76)))
(assert
 (let (($x241 (= ctaid.z@A ctaid.z@B)))
 (let (($x3174 (= ctaid.y@A ctaid.y@B)))
 (let (($x10523 (= ctaid.x@A ctaid.x@B)))
 (and $x10523 $x3174 $x241)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x339 (= param!power (_ bv1 32))))
(let (($x6539 (and (distinct $x339 $x339) true)))
(or $x6539 $x6539 $x6539))))
(check-sat)
