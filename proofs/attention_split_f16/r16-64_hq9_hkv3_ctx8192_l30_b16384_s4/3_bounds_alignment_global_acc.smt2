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
 (let ((?x2673 (bvmul (_ bv36 56) (concat (_ bv0 24) ctaid.z@A))))
(let ((?x2631 (bvmul (_ bv4 56) (concat (_ bv0 24) ctaid.y@A))))
(let ((?x2615 (concat (_ bv0 24) ctaid.x@A)))
(let ((?x2725 (concat (_ bv0 30) tid.x@A)))
(let ((?x2585 (concat (bvadd ?x2725 (concat (bvadd ?x2615 ?x2631 ?x2673) (_ bv0 6))) (_ bv0 2))))
(let ((?x2720 (bvadd base!acc ?x2585)))
(let (($x6533 (or (bvult (bvmul (_ bv9216 64) size!R) (_ bv4 64)) (not (bvule ?x2585 (bvsub (bvmul (_ bv9216 64) size!R) (_ bv4 64)))))))
(let ((?x25053 ((_ extract 31 6) tid.x@A)))
(let (($x2960 (= ?x25053 (_ bv0 26))))
(let (($x339 (= param!power (_ bv1 32))))
(let (($x2887 (and $x339 $x2960)))
(let (($x6523 (and $x2887 (or $x6533 (and (distinct (bvand ?x2720 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x6523))))))))))))))
(check-sat)
