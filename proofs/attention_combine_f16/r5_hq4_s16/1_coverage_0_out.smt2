; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_2 () (_ BitVec 64))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709469695 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv5 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x1425 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x1500 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1425 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x1439 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1425 (_ bv0 64))) (_ bv512 16)) (_ bv128 16)))))
(let ((?x1445 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x1425 (_ bv0 64))) (_ bv512 16)) (_ bv128 16)) (_ bv2 16)))))
(let ((?x1458 (bvadd (concat (_ bv0 31) ?x1445) (concat (bvadd (concat (_ bv0 25) ?x1439) ?x1500) (_ bv0 6)))))
(let (($x1459 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1473 (and $x1459 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1425 (_ bv0 64))) (_ bv512 16))) (_ bv5 32)) (bvult ?x1439 (_ bv4 32)) $x1459 $x1459 (bvult ?x1445 (_ bv256 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x1445) (_ bv0 26))) (= (concat ?x1458 (_ bv0 1)) ?x1425))))
(not $x1473)))))))))
(check-sat)
