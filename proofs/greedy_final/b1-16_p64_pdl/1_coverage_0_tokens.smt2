; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!part () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (and (bvule (_ bv1 64) size!B) (bvule size!B (_ bv16 64))))
(assert
 (= (bvand base!part (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!part (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv512 64) size!B))))
(assert
 (and (distinct base!part (_ bv0 64)) true))
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
 (let ((?x373 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4 64)))))
(let ((?x388 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x373 (_ bv0 64))) (_ bv4 16)))))))
(let (($x385 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x42 ((_ extract 31 0) size!B)))
(let ((?x382 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x373 (_ bv0 64))) (_ bv4 16)))))
(let (($x390 (and $x385 $x385 (bvult ?x382 ?x42) $x385 $x385 (bvult (_ bv0 32) (_ bv32 32)) (and (= param!power (_ bv1 32)) (= (_ bv0 32) (_ bv0 32))) (= ?x388 ?x373))))
(not $x390))))))))
(check-sat)
