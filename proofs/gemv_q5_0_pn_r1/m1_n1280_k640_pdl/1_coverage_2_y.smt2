; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x_in () (_ BitVec 64))
(declare-fun base!o () (_ BitVec 64))
(declare-fun base!pw () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
(declare-fun base!x_out () (_ BitVec 64))
(declare-fun base!xn () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem2_0 () (_ BitVec 64))
(declare-fun elem2_1 () (_ BitVec 64))
(assert
 (= (bvand base!x_in (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x_in (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!x_in (_ bv0 64)) true))
(assert
 (= (bvand base!o (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!o (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!o (_ bv0 64)) true))
(assert
 (= (bvand base!pw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!pw (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!pw (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!x_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x_out (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!x_out (_ bv0 64)) true))
(assert
 (= (bvand base!xn (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!xn (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!xn (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708988415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem2_0 (_ bv1 64)))
(assert
 (bvult elem2_1 (_ bv1280 64)))
(assert
 (let ((?x3433 (bvadd (bvadd (_ bv0 64) (bvmul elem2_0 (_ bv2560 64))) (bvmul elem2_1 (_ bv2 64)))))
(let ((?x3437 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3433 (_ bv0 64))) (_ bv16 16)))) (_ bv0 3))))
(let ((?x3439 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3433 (_ bv0 64))) (_ bv16 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3422 (bvadd ?x3439 (_ bv0 32))))
(let ((?x3473 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3422)) ?x3437)))
(let ((?x3447 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3433 (_ bv0 64))) (_ bv16 16)))) (_ bv0 3))))
(let (($x3478 (or (not (= ((_ extract 31 11) ?x3473) (_ bv0 21))) (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) ?x3422) ?x3447)))))
(let (($x312 (= param!power (_ bv1 32))))
(let (($x3273 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3442 (and $x3273 $x3273 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3433 (_ bv0 64))) (_ bv16 16))) (_ bv160 32)) $x3273 $x3273 (bvult ?x3422 (_ bv256 32)) (and $x312 (not $x3478) (= ((_ extract 4 0) ?x3422) (_ bv0 5))) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x3473)) ?x3433))))
(not $x3442))))))))))))
(check-sat)
