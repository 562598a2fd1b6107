; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549695 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x7543 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x7557 ((_ extract 15 0) (bvsub ?x7543 (_ bv0 64)))))
(let ((?x7553 ((_ zero_extend 16) (bvudiv ?x7557 (_ bv8 16)))))
(let ((?x7548 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x7557 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x7565 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x7548)) (concat ((_ extract 29 0) ?x7553) (_ bv0 2)))))
(let ((?x7599 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x7565))))
(let ((?x7597 (concat ?x7599 (_ bv0 1))))
(let (($x7588 (or (not (= ((_ extract 31 10) ?x7565) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x7548) (concat ((_ extract 7 0) ?x7553) (_ bv0 2)))))))
(let (($x227 (= param!power (_ bv1 32))))
(let (($x7582 (and $x227 (not $x7588) (= ((_ extract 4 0) ?x7548) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x7581 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x7564 (and $x7581 $x7581 (bvult ?x7553 (_ bv240 32)) $x7581 $x7581 (bvult ?x7548 (_ bv128 32)) $x7582 (bvule ?x7597 ?x7543) (bvule (bvadd ?x7543 (_ bv2 64)) (bvadd ?x7597 (_ bv2 64))))))
(not $x7564))))))))))))))
(check-sat)
