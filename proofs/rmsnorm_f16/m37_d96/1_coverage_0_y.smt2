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
 (bvule base!x (_ bv18446744073709544511 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709551231 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709544511 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv37 64)))
(assert
 (bvult elem0_1 (_ bv96 64)))
(assert
 (let ((?x524 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv192 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x541 (bvmul (_ bv96 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x524 (_ bv0 64))) (_ bv192 16)))))))
(let ((?x540 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x524 (_ bv0 64))) (_ bv192 16)) (_ bv2 16)))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x545 (and $x206 (not (or (not (= ((_ extract 31 7) ?x540) (_ bv0 25))) (bvule (_ bv96 7) ((_ extract 6 0) ?x540)))))))
(let (($x554 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x552 (and $x554 $x554 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x524 (_ bv0 64))) (_ bv192 16))) (_ bv37 32)) $x554 $x554 (bvult ?x540 (_ bv256 32)) $x545 (= (concat (bvadd (concat (_ bv0 31) ?x540) ?x541) (_ bv0 1)) ?x524))))
(not $x552)))))))))
(check-sat)
