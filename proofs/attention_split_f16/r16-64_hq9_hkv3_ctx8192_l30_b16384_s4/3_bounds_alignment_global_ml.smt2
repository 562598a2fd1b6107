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
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (let ((?x76 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x76)))
(assert
 (let ((?x2662 (bvmul (_ bv36 61) (concat (_ bv0 29) ctaid.z@A))))
(let ((?x2599 (bvmul (_ bv4 61) (concat (_ bv0 29) ctaid.y@A))))
(let ((?x2878 (concat (_ bv0 29) ctaid.x@A)))
(let ((?x2565 (bvadd ?x2878 ?x2599 ?x2662)))
(let ((?x2895 (concat ?x2565 (_ bv0 3))))
(let ((?x2586 (bvadd (_ bv4 64) base!ml ?x2895)))
(let ((?x48 (bvmul (_ bv288 64) size!R)))
(let (($x6507 (bvult ?x48 (_ bv4 64))))
(let (($x6516 (or (or $x6507 (not (bvule (concat ?x2565 (_ bv4 3)) (bvsub ?x48 (_ bv4 64))))) (and (distinct (bvand ?x2586 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x25180 (= tid.x@A (_ bv0 32))))
(let (($x339 (= param!power (_ bv1 32))))
(let (($x25069 (and $x339 $x25180)))
(let (($x6519 (and $x25069 $x6516)))
(let (($x6505 (or (or $x6507 (not (bvule ?x2895 (bvsub ?x48 (_ bv4 64))))) (and (distinct (bvand (bvadd base!ml ?x2895) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x6506 (and $x25069 $x6505)))
(or $x6506 $x6519)))))))))))))))))
(check-sat)
