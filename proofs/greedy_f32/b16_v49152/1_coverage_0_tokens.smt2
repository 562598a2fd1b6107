; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (_ bv18446744073706405887 64)))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (_ bv18446744073709551551 64)))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (let ((?x1476 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4 64)))))
(let ((?x1496 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1476 (_ bv0 64))) (_ bv4 16)))))))
(let (($x1493 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1482 (and $x1493 $x1493 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1476 (_ bv0 64))) (_ bv4 16))) (_ bv16 32)) $x1493 $x1493 (bvult (_ bv0 32) (_ bv1024 32)) (and (= param!power (_ bv1 32)) (= (_ bv0 32) (_ bv0 32))) (= ?x1496 ?x1476))))
(not $x1482))))))
(check-sat)
