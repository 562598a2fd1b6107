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
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x3782 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3813 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv0 64))) (_ bv4 16)))))))
 (let (($x3818 (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv0 64))) (_ bv4 16)))))))
 (let (($x3822 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv0 64))) (_ bv4 16)))) (_ bv0 22))))
 (let (($x3805 (= (_ bv0 32) (_ bv0 32))))
 (let (($x309 (= param!power (_ bv1 32))))
 (let (($x3810 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3812 (bvult (_ bv0 32) (_ bv256 32))))
 (let (($x3824 (and $x3810 $x3810 $x3812 $x3810 $x3810 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv0 64))) (_ bv4 16))) (_ bv256 32)) (and $x309 $x3805 (not (or (not $x3822) $x3818))) (= ?x3813 ?x3782))))
 (not $x3824)))))))))))
(assert
 (let ((?x3782 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3827 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv1024 64))) (_ bv4 16)))))))
 (let (($x3843 (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv1024 64))) (_ bv4 16)))))))
 (let (($x3844 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv1024 64))) (_ bv4 16)))) (_ bv0 23))))
 (let (($x3846 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv1024 64))) (_ bv4 16))) (_ bv4294967039 32)) (or (not $x3844) $x3843))))
 (let (($x3805 (= (_ bv0 32) (_ bv0 32))))
 (let (($x309 (= param!power (_ bv1 32))))
 (let (($x3810 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3812 (bvult (_ bv0 32) (_ bv256 32))))
 (let (($x3806 (and $x3810 $x3810 $x3812 $x3810 $x3810 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv1024 64))) (_ bv4 16))) (_ bv256 32)) (and $x309 $x3805 (not $x3846)) (= (bvadd (_ bv1024 64) ?x3827) ?x3782))))
 (not $x3806))))))))))))
(assert
 (let ((?x3782 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3853 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv2048 64))) (_ bv4 16)))))))
 (let (($x3860 (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv2048 64))) (_ bv4 16)))))))
 (let (($x3861 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv2048 64))) (_ bv4 16)))) (_ bv0 24))))
 (let (($x3831 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv2048 64))) (_ bv4 16))) (_ bv4294966783 32)) (or (not $x3861) $x3860))))
 (let (($x3805 (= (_ bv0 32) (_ bv0 32))))
 (let (($x309 (= param!power (_ bv1 32))))
 (let (($x3810 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3812 (bvult (_ bv0 32) (_ bv256 32))))
 (let (($x3833 (and $x3810 $x3810 $x3812 $x3810 $x3810 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv2048 64))) (_ bv4 16))) (_ bv256 32)) (and $x309 $x3805 (not $x3831)) (= (bvadd (_ bv2048 64) ?x3853) ?x3782))))
 (not $x3833))))))))))))
(assert
 (let ((?x3782 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x3870 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv3072 64))) (_ bv4 16)))))))
(let (($x3875 (or (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv3072 64))) (_ bv4 16))) (_ bv4294966527 32)) (bvule (_ bv4294967168 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv3072 64))) (_ bv4 16)))))))
(let (($x3805 (= (_ bv0 32) (_ bv0 32))))
(let (($x309 (= param!power (_ bv1 32))))
(let (($x3810 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3812 (bvult (_ bv0 32) (_ bv256 32))))
(let (($x3888 (and $x3810 $x3810 $x3812 $x3810 $x3810 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3782 (_ bv3072 64))) (_ bv4 16))) (_ bv256 32)) (and $x309 $x3805 (not $x3875)) (= (bvadd (_ bv3072 64) ?x3870) ?x3782))))
(not $x3888))))))))))
(check-sat)
