; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (and (bvule (_ bv1 64) size!B) (bvule size!B (_ bv64 64))))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv196608 64) size!B))))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!B))))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!B))
(assert
 (let ((?x1507 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4 64)))))
(let ((?x1526 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1507 (_ bv0 64))) (_ bv4 16)))))))
(let (($x1523 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x42 ((_ extract 31 0) size!B)))
(let ((?x1516 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1507 (_ bv0 64))) (_ bv4 16)))))
(let (($x1512 (and $x1523 $x1523 (bvult ?x1516 ?x42) $x1523 $x1523 (bvult (_ bv0 32) (_ bv1024 32)) (and (= param!power (_ bv1 32)) (= (_ bv0 32) (_ bv0 32))) (= ?x1526 ?x1507))))
(not $x1512))))))))
(check-sat)
