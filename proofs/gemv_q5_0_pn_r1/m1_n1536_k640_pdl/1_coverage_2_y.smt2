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
 (bvule base!w (_ bv18446744073708875775 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709548543 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem2_0 (_ bv1 64)))
(assert
 (bvult elem2_1 (_ bv1536 64)))
(assert
 (let ((?x3434 (bvadd (bvadd (_ bv0 64) (bvmul elem2_0 (_ bv3072 64))) (bvmul elem2_1 (_ bv2 64)))))
(let ((?x3438 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3434 (_ bv0 64))) (_ bv16 16)))) (_ bv0 3))))
(let ((?x3440 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3434 (_ bv0 64))) (_ bv16 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3423 (bvadd ?x3440 (_ bv0 32))))
(let ((?x3474 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3423)) ?x3438)))
(let ((?x3460 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3434 (_ bv0 64))) (_ bv16 16)))) (_ bv0 3))))
(let (($x3462 (or (not (= ((_ extract 31 11) ?x3474) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) ?x3423) ?x3460)))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x3274 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3469 (and $x3274 $x3274 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3434 (_ bv0 64))) (_ bv16 16))) (_ bv192 32)) $x3274 $x3274 (bvult ?x3423 (_ bv256 32)) (and $x313 (not $x3462) (= ((_ extract 4 0) ?x3423) (_ bv0 5))) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x3474)) ?x3434))))
(not $x3469))))))))))))
(check-sat)
