; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!part () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (and (bvule (_ bv17 64) size!B) (bvule size!B (_ bv64 64))))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1048576 64) size!B))))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!part (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!part (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv512 64) size!B))))
(assert
 (and (distinct base!part (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!B))
(assert
 (bvult elem0_1 (_ bv64 64)))
(assert
 (let ((?x1402 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv8 64)))))
(let ((?x1441 (bvmul (_ bv64 61) (concat (_ bv0 29) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1402 (_ bv0 64))) (_ bv512 17)))))))
(let ((?x1416 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x1402 (_ bv0 64))) (_ bv512 17)) (_ bv8 17)))))
(let (($x1442 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x44 ((_ extract 31 0) size!B)))
(let ((?x1410 ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1402 (_ bv0 64))) (_ bv512 17)))))
(let (($x1421 (and $x1442 (bvult ?x1410 ?x44) (bvult ?x1416 (_ bv64 32)) $x1442 $x1442 (bvult (_ bv0 32) (_ bv256 32)) (and (= param!power (_ bv1 32)) (= (_ bv0 32) (_ bv0 32))) (= (concat (bvadd (concat (_ bv0 29) ?x1416) ?x1441) (_ bv0 3)) ?x1402))))
(not $x1421)))))))))
(check-sat)
