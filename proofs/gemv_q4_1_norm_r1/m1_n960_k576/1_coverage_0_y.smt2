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
 (let ((?x4025 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4040 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4025 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x4048 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4025 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x4047 (bvadd ?x4048 (_ bv0 32))))
(let ((?x4086 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4047)) ?x4040)))
(let ((?x4058 (concat (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x4086)) (_ bv0 1))))
(let (($x4046 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x4047) (_ bv0 5))))))
(let ((?x4073 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4025 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4069 (or (not (= ((_ extract 31 10) ?x4086) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x4047) ?x4073)))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x4045 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4064 (and $x4045 $x4045 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4025 (_ bv0 64))) (_ bv8 16))) (_ bv240 32)) $x4045 $x4045 (bvult ?x4047 (_ bv128 32)) (and $x229 (not $x4069) (not $x4046)) (= ?x4058 ?x4025))))
(not $x4064))))))))))))))
(check-sat)
