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
(declare-fun elem1_0 () (_ BitVec 64))
(declare-fun elem1_1 () (_ BitVec 64))
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
 (bvult elem1_0 (_ bv1 64)))
(assert
 (bvult elem1_1 (_ bv640 64)))
(assert
 (let ((?x3271 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x3351 (bvmul (_ bv2 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv0 64))) (_ bv2 16)))))))
 (let (($x3373 (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv0 64))) (_ bv2 16)))))))
 (let (($x3374 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv0 64))) (_ bv2 16)))) (_ bv0 22))))
 (let (($x3254 (= (_ bv0 32) (_ bv0 32))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x3274 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3276 (bvult (_ bv0 32) (_ bv192 32))))
 (let (($x3358 (and $x3274 $x3274 $x3276 $x3274 $x3274 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv0 64))) (_ bv2 16))) (_ bv256 32)) (and $x313 $x3254 (not (or (not $x3374) $x3373))) (= ?x3351 ?x3271))))
 (not $x3358)))))))))))
(assert
 (let ((?x3271 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x3383 (bvmul (_ bv2 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv512 64))) (_ bv2 16)))))))
 (let (($x3394 (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv512 64))) (_ bv2 16)))))))
 (let (($x3395 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv512 64))) (_ bv2 16)))) (_ bv0 23))))
 (let (($x3401 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv512 64))) (_ bv2 16))) (_ bv4294967039 32)) (or (not $x3395) $x3394))))
 (let (($x3254 (= (_ bv0 32) (_ bv0 32))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x3274 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3276 (bvult (_ bv0 32) (_ bv192 32))))
 (let (($x3381 (and $x3274 $x3274 $x3276 $x3274 $x3274 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv512 64))) (_ bv2 16))) (_ bv256 32)) (and $x313 $x3254 (not $x3401)) (= (bvadd (_ bv512 64) ?x3383) ?x3271))))
 (not $x3381))))))))))))
(assert
 (let ((?x3271 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x3404 (bvmul (_ bv2 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv1024 64))) (_ bv2 16)))))))
 (let (($x3411 (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv1024 64))) (_ bv2 16)))))))
 (let (($x3412 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv1024 64))) (_ bv2 16)))) (_ bv0 24))))
 (let (($x3414 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv1024 64))) (_ bv2 16))) (_ bv4294966783 32)) (or (not $x3412) $x3411))))
 (let (($x3254 (= (_ bv0 32) (_ bv0 32))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x3274 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3276 (bvult (_ bv0 32) (_ bv192 32))))
 (let (($x3366 (and $x3274 $x3274 $x3276 $x3274 $x3274 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv1024 64))) (_ bv2 16))) (_ bv256 32)) (and $x313 $x3254 (not $x3414)) (= (bvadd (_ bv1024 64) ?x3404) ?x3271))))
 (not $x3366))))))))))))
(assert
 (let ((?x3271 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
(let ((?x3421 (bvmul (_ bv2 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv1536 64))) (_ bv2 16)))))))
(let (($x3426 (or (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv1536 64))) (_ bv2 16))) (_ bv4294966527 32)) (bvule (_ bv4294967168 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv1536 64))) (_ bv2 16)))))))
(let (($x3254 (= (_ bv0 32) (_ bv0 32))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x3274 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3276 (bvult (_ bv0 32) (_ bv192 32))))
(let (($x3439 (and $x3274 $x3274 $x3276 $x3274 $x3274 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3271 (_ bv1536 64))) (_ bv2 16))) (_ bv256 32)) (and $x313 $x3254 (not $x3426)) (= (bvadd (_ bv1536 64) ?x3421) ?x3271))))
(not $x3439))))))))))
(check-sat)
