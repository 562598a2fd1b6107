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
 (bvule base!w (_ bv18446744073707749375 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709547519 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem2_0 (_ bv1 64)))
(assert
 (bvult elem2_1 (_ bv2048 64)))
(assert
 (let ((?x3967 (bvadd (bvadd (_ bv0 64) (bvmul elem2_0 (_ bv4096 64))) (bvmul elem2_1 (_ bv2 64)))))
(let ((?x3974 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3967 (_ bv0 64))) (_ bv16 16)))) (_ bv0 3))))
(let ((?x3979 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3967 (_ bv0 64))) (_ bv16 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3972 (bvadd ?x3979 (_ bv0 32))))
(let ((?x4011 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3972)) ?x3974)))
(let ((?x3984 (concat ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3967 (_ bv0 64))) (_ bv16 16)))) (_ bv0 3))))
(let (($x4016 (or (not (= ((_ extract 31 12) ?x4011) (_ bv0 20))) (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) ?x3972) ?x3984)))))
(let (($x309 (= param!power (_ bv1 32))))
(let (($x3810 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4013 (and $x3810 $x3810 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3967 (_ bv0 64))) (_ bv16 16))) (_ bv256 32)) $x3810 $x3810 (bvult ?x3972 (_ bv256 32)) (and $x309 (not $x4016) (= ((_ extract 4 0) ?x3972) (_ bv0 5))) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x4011)) ?x3967))))
(not $x4013))))))))))))
(check-sat)
