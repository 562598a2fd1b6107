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
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x3245 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3276 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv0 64))) (_ bv4 16)))))))
 (let (($x3281 (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv0 64))) (_ bv4 16)))))))
 (let (($x3285 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv0 64))) (_ bv4 16)))) (_ bv0 22))))
 (let (($x3253 (= (_ bv0 32) (_ bv0 32))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x3273 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3275 (bvult (_ bv0 32) (_ bv160 32))))
 (let (($x3287 (and $x3273 $x3273 $x3275 $x3273 $x3273 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv0 64))) (_ bv4 16))) (_ bv256 32)) (and $x312 $x3253 (not (or (not $x3285) $x3281))) (= ?x3276 ?x3245))))
 (not $x3287)))))))))))
(assert
 (let ((?x3245 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3290 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv1024 64))) (_ bv4 16)))))))
 (let (($x3306 (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv1024 64))) (_ bv4 16)))))))
 (let (($x3307 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv1024 64))) (_ bv4 16)))) (_ bv0 23))))
 (let (($x3309 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv1024 64))) (_ bv4 16))) (_ bv4294967039 32)) (or (not $x3307) $x3306))))
 (let (($x3253 (= (_ bv0 32) (_ bv0 32))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x3273 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3275 (bvult (_ bv0 32) (_ bv160 32))))
 (let (($x3266 (and $x3273 $x3273 $x3275 $x3273 $x3273 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv1024 64))) (_ bv4 16))) (_ bv256 32)) (and $x312 $x3253 (not $x3309)) (= (bvadd (_ bv1024 64) ?x3290) ?x3245))))
 (not $x3266))))))))))))
(assert
 (let ((?x3245 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3316 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv2048 64))) (_ bv4 16)))))))
 (let (($x3323 (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv2048 64))) (_ bv4 16)))))))
 (let (($x3324 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv2048 64))) (_ bv4 16)))) (_ bv0 24))))
 (let (($x3294 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv2048 64))) (_ bv4 16))) (_ bv4294966783 32)) (or (not $x3324) $x3323))))
 (let (($x3253 (= (_ bv0 32) (_ bv0 32))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x3273 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3275 (bvult (_ bv0 32) (_ bv160 32))))
 (let (($x3296 (and $x3273 $x3273 $x3275 $x3273 $x3273 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv2048 64))) (_ bv4 16))) (_ bv256 32)) (and $x312 $x3253 (not $x3294)) (= (bvadd (_ bv2048 64) ?x3316) ?x3245))))
 (not $x3296))))))))))))
(assert
 (let ((?x3245 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x3333 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv3072 64))) (_ bv4 16)))))))
(let (($x3338 (or (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv3072 64))) (_ bv4 16))) (_ bv4294966527 32)) (bvule (_ bv4294967168 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv3072 64))) (_ bv4 16)))))))
(let (($x3253 (= (_ bv0 32) (_ bv0 32))))
(let (($x312 (= param!power (_ bv1 32))))
(let (($x3273 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3275 (bvult (_ bv0 32) (_ bv160 32))))
(let (($x3351 (and $x3273 $x3273 $x3275 $x3273 $x3273 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3245 (_ bv3072 64))) (_ bv4 16))) (_ bv256 32)) (and $x312 $x3253 (not $x3338)) (= (bvadd (_ bv3072 64) ?x3333) ?x3245))))
(not $x3351))))))))))
(check-sat)
