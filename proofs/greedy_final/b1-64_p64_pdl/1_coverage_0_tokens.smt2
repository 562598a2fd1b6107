; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!part () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (and (bvule (_ bv1 64) size!B) (bvule size!B (_ bv64 64))))
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
 (let ((?x372 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4 64)))))
(let ((?x387 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x372 (_ bv0 64))) (_ bv4 16)))))))
(let (($x384 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x42 ((_ extract 31 0) size!B)))
(let ((?x381 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x372 (_ bv0 64))) (_ bv4 16)))))
(let (($x389 (and $x384 $x384 (bvult ?x381 ?x42) $x384 $x384 (bvult (_ bv0 32) (_ bv32 32)) (and (= param!power (_ bv1 32)) (= (_ bv0 32) (_ bv0 32))) (= ?x387 ?x372))))
(not $x389))))))))
(check-sat)
