; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv65 64) size!R) (bvule size!R (_ bv512 64))))
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
 (bvule base!ml (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv72 64) size!R))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2304 64) size!R))))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (let ((?x75 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x75)))
(assert
 (let ((?x2805 (bvmul (_ bv9 61) (concat (_ bv0 29) ctaid.z@A))))
(let ((?x2709 (concat (_ bv0 29) ctaid.y@A)))
(let ((?x2800 (concat (_ bv0 29) ctaid.x@A)))
(let ((?x2601 (bvadd ?x2800 ?x2709 ?x2805)))
(let ((?x2668 (concat ?x2601 (_ bv0 3))))
(let ((?x1601 (bvadd (_ bv4 64) base!ml ?x2668)))
(let ((?x48 (bvmul (_ bv72 64) size!R)))
(let (($x39469 (bvult ?x48 (_ bv4 64))))
(let (($x39491 (or (or $x39469 (not (bvule (concat ?x2601 (_ bv4 3)) (bvsub ?x48 (_ bv4 64))))) (and (distinct (bvand ?x1601 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x90065 (= tid.x@A (_ bv0 32))))
(let (($x336 (= param!power (_ bv1 32))))
(let (($x89958 (and $x336 $x90065)))
(let (($x39406 (and $x89958 $x39491)))
(let (($x39432 (or (or $x39469 (not (bvule ?x2668 (bvsub ?x48 (_ bv4 64))))) (and (distinct (bvand (bvadd base!ml ?x2668) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x39426 (and $x89958 $x39432)))
(or $x39426 $x39406)))))))))))))))))
(check-sat)
