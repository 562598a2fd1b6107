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
 (bvule base!w (_ bv18446744073709550175 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551543 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv36 64)))
(assert
 (let ((?x534 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv72 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x572 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x534 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x558 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x534 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x557 (bvadd ?x558 (_ bv0 32))))
(let ((?x596 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x557)) ?x572)))
(let ((?x569 (concat (bvadd (bvmul (_ bv36 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x596)) (_ bv0 1))))
(let (($x548 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x557) (_ bv0 5))))))
(let ((?x556 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x534 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x593 (or (not (= ((_ extract 31 6) ?x596) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x557) ?x556)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x580 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x553 (and $x580 $x580 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x534 (_ bv0 64))) (_ bv8 16))) (_ bv9 32)) $x580 $x580 (bvult ?x557 (_ bv128 32)) (and $x207 (not $x593) (not $x548)) (= ?x569 ?x534))))
(not $x553))))))))))))))
(check-sat)
