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
 (bvult elem1_0 (_ bv1 64)))
(assert
 (bvult elem1_1 (_ bv640 64)))
(assert
 (let ((?x3809 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x3887 (bvmul (_ bv2 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv0 64))) (_ bv2 16)))))))
 (let (($x3909 (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv0 64))) (_ bv2 16)))))))
 (let (($x3910 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv0 64))) (_ bv2 16)))) (_ bv0 22))))
 (let (($x3805 (= (_ bv0 32) (_ bv0 32))))
 (let (($x309 (= param!power (_ bv1 32))))
 (let (($x3810 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3812 (bvult (_ bv0 32) (_ bv256 32))))
 (let (($x3893 (and $x3810 $x3810 $x3812 $x3810 $x3810 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv0 64))) (_ bv2 16))) (_ bv256 32)) (and $x309 $x3805 (not (or (not $x3910) $x3909))) (= ?x3887 ?x3809))))
 (not $x3893)))))))))))
(assert
 (let ((?x3809 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x3919 (bvmul (_ bv2 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv512 64))) (_ bv2 16)))))))
 (let (($x3930 (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv512 64))) (_ bv2 16)))))))
 (let (($x3931 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv512 64))) (_ bv2 16)))) (_ bv0 23))))
 (let (($x3937 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv512 64))) (_ bv2 16))) (_ bv4294967039 32)) (or (not $x3931) $x3930))))
 (let (($x3805 (= (_ bv0 32) (_ bv0 32))))
 (let (($x309 (= param!power (_ bv1 32))))
 (let (($x3810 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3812 (bvult (_ bv0 32) (_ bv256 32))))
 (let (($x3917 (and $x3810 $x3810 $x3812 $x3810 $x3810 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv512 64))) (_ bv2 16))) (_ bv256 32)) (and $x309 $x3805 (not $x3937)) (= (bvadd (_ bv512 64) ?x3919) ?x3809))))
 (not $x3917))))))))))))
(assert
 (let ((?x3809 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x3940 (bvmul (_ bv2 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv1024 64))) (_ bv2 16)))))))
 (let (($x3947 (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv1024 64))) (_ bv2 16)))))))
 (let (($x3948 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv1024 64))) (_ bv2 16)))) (_ bv0 24))))
 (let (($x3950 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv1024 64))) (_ bv2 16))) (_ bv4294966783 32)) (or (not $x3948) $x3947))))
 (let (($x3805 (= (_ bv0 32) (_ bv0 32))))
 (let (($x309 (= param!power (_ bv1 32))))
 (let (($x3810 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3812 (bvult (_ bv0 32) (_ bv256 32))))
 (let (($x3902 (and $x3810 $x3810 $x3812 $x3810 $x3810 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv1024 64))) (_ bv2 16))) (_ bv256 32)) (and $x309 $x3805 (not $x3950)) (= (bvadd (_ bv1024 64) ?x3940) ?x3809))))
 (not $x3902))))))))))))
(assert
 (let ((?x3809 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
(let ((?x3957 (bvmul (_ bv2 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv1536 64))) (_ bv2 16)))))))
(let (($x3962 (or (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv1536 64))) (_ bv2 16))) (_ bv4294966527 32)) (bvule (_ bv4294967168 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv1536 64))) (_ bv2 16)))))))
(let (($x3805 (= (_ bv0 32) (_ bv0 32))))
(let (($x309 (= param!power (_ bv1 32))))
(let (($x3810 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3812 (bvult (_ bv0 32) (_ bv256 32))))
(let (($x3975 (and $x3810 $x3810 $x3812 $x3810 $x3810 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3809 (_ bv1536 64))) (_ bv2 16))) (_ bv256 32)) (and $x309 $x3805 (not $x3962)) (= (bvadd (_ bv1536 64) ?x3957) ?x3809))))
(not $x3975))))))))))
(check-sat)
