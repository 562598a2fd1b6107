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
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
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
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x3246 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3277 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv0 64))) (_ bv4 16)))))))
 (let (($x3282 (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv0 64))) (_ bv4 16)))))))
 (let (($x3286 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv0 64))) (_ bv4 16)))) (_ bv0 22))))
 (let (($x3254 (= (_ bv0 32) (_ bv0 32))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x3274 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3276 (bvult (_ bv0 32) (_ bv192 32))))
 (let (($x3288 (and $x3274 $x3274 $x3276 $x3274 $x3274 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv0 64))) (_ bv4 16))) (_ bv256 32)) (and $x313 $x3254 (not (or (not $x3286) $x3282))) (= ?x3277 ?x3246))))
 (not $x3288)))))))))))
(assert
 (let ((?x3246 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3291 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv1024 64))) (_ bv4 16)))))))
 (let (($x3307 (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv1024 64))) (_ bv4 16)))))))
 (let (($x3308 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv1024 64))) (_ bv4 16)))) (_ bv0 23))))
 (let (($x3310 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv1024 64))) (_ bv4 16))) (_ bv4294967039 32)) (or (not $x3308) $x3307))))
 (let (($x3254 (= (_ bv0 32) (_ bv0 32))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x3274 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3276 (bvult (_ bv0 32) (_ bv192 32))))
 (let (($x3267 (and $x3274 $x3274 $x3276 $x3274 $x3274 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv1024 64))) (_ bv4 16))) (_ bv256 32)) (and $x313 $x3254 (not $x3310)) (= (bvadd (_ bv1024 64) ?x3291) ?x3246))))
 (not $x3267))))))))))))
(assert
 (let ((?x3246 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3317 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv2048 64))) (_ bv4 16)))))))
 (let (($x3324 (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv2048 64))) (_ bv4 16)))))))
 (let (($x3325 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv2048 64))) (_ bv4 16)))) (_ bv0 24))))
 (let (($x3295 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv2048 64))) (_ bv4 16))) (_ bv4294966783 32)) (or (not $x3325) $x3324))))
 (let (($x3254 (= (_ bv0 32) (_ bv0 32))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x3274 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3276 (bvult (_ bv0 32) (_ bv192 32))))
 (let (($x3297 (and $x3274 $x3274 $x3276 $x3274 $x3274 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv2048 64))) (_ bv4 16))) (_ bv256 32)) (and $x313 $x3254 (not $x3295)) (= (bvadd (_ bv2048 64) ?x3317) ?x3246))))
 (not $x3297))))))))))))
(assert
 (let ((?x3246 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x3334 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv3072 64))) (_ bv4 16)))))))
(let (($x3339 (or (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv3072 64))) (_ bv4 16))) (_ bv4294966527 32)) (bvule (_ bv4294967168 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv3072 64))) (_ bv4 16)))))))
(let (($x3254 (= (_ bv0 32) (_ bv0 32))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x3274 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3276 (bvult (_ bv0 32) (_ bv192 32))))
(let (($x3352 (and $x3274 $x3274 $x3276 $x3274 $x3274 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3246 (_ bv3072 64))) (_ bv4 16))) (_ bv256 32)) (and $x313 $x3254 (not $x3339)) (= (bvadd (_ bv3072 64) ?x3334) ?x3246))))
(not $x3352))))))))))
(check-sat)
