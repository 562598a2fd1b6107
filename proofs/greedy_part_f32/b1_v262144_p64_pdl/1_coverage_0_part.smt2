; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!part () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (_ bv18446744073708503039 64)))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!part (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!part (_ bv18446744073709551103 64)))
(assert
 (and (distinct base!part (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv64 64)))
(assert
 (let ((?x1370 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv8 64)))))
(let ((?x1393 (bvadd (concat (_ bv0 29) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1370 (_ bv0 64))) (_ bv8 16)))) (bvmul (_ bv64 61) (concat (_ bv0 29) (_ bv0 32))))))
(let (($x1401 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1383 (and $x1401 $x1401 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1370 (_ bv0 64))) (_ bv8 16))) (_ bv64 32)) $x1401 $x1401 (bvult (_ bv0 32) (_ bv256 32)) (and (= param!power (_ bv1 32)) (= (_ bv0 32) (_ bv0 32))) (= (concat ?x1393 (_ bv0 3)) ?x1370))))
(not $x1383))))))
(check-sat)
