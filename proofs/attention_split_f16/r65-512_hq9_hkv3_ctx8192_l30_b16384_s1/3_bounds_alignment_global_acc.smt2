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
 (let ((?x2616 (bvadd (concat (_ bv0 24) ctaid.x@A) (concat (_ bv0 24) ctaid.y@A) (bvmul (_ bv9 56) (concat (_ bv0 24) ctaid.z@A)))))
(let ((?x2630 (concat ?x2616 (_ bv0 6))))
(let ((?x2776 (concat (_ bv0 30) tid.x@A)))
(let ((?x2675 (concat (bvadd ?x2776 ?x2630) (_ bv0 2))))
(let ((?x2495 (bvadd base!acc ?x2675)))
(let (($x39397 (or (bvult (bvmul (_ bv2304 64) size!R) (_ bv4 64)) (not (bvule ?x2675 (bvsub (bvmul (_ bv2304 64) size!R) (_ bv4 64)))))))
(let ((?x89969 ((_ extract 31 6) tid.x@A)))
(let (($x2961 (= ?x89969 (_ bv0 26))))
(let (($x336 (= param!power (_ bv1 32))))
(let (($x2888 (and $x336 $x2961)))
(let (($x39404 (and $x2888 (or $x39397 (and (distinct (bvand ?x2495 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x39404)))))))))))))
(check-sat)
