; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709551359 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv64 64)))
(assert
 (let ((?x522 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv128 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x543 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x522 (_ bv0 64))) (_ bv2 16)))) (bvmul (_ bv64 63) (concat (_ bv0 31) (_ bv0 32))))))
(let (($x556 (bvule (_ bv64 7) ((_ extract 6 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x522 (_ bv0 64))) (_ bv2 16)))))))
(let (($x553 (= ((_ extract 31 7) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x522 (_ bv0 64))) (_ bv2 16)))) (_ bv0 25))))
(let (($x203 (= param!power (_ bv1 32))))
(let (($x548 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x549 (and $x548 $x548 $x548 $x548 $x548 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x522 (_ bv0 64))) (_ bv2 16))) (_ bv256 32)) (and $x203 (not (or (not $x553) $x556))) (= (concat ?x543 (_ bv0 1)) ?x522))))
(not $x549)))))))))
(check-sat)
