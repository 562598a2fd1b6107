; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709539327 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv3072 64)))
(assert
 (let ((?x3791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3842 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3791 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3814 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3791 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3797 (bvadd ?x3814 (_ bv0 32))))
 (let ((?x3861 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3797)) ?x3842)))
 (let ((?x3832 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3861))))
 (let ((?x3836 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3806 (= ?x3836 (_ bv0 30))))
 (let ((?x3855 (concat ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3791 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3826 (or (not (= ((_ extract 31 12) ?x3861) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x3797) ?x3855)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3830 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3848 (and $x3830 $x3830 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3791 (_ bv0 64))) (_ bv8 16))) (_ bv768 32)) $x3830 $x3830 (bvult ?x3797 (_ bv128 32)) (and $x208 (not $x3826) (= ((_ extract 4 0) ?x3797) (_ bv0 5)) $x3806) (= (concat ?x3832 (_ bv0 1)) ?x3791))))
 (not $x3848)))))))))))))))
(assert
 (let ((?x3791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3828 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3791 (_ bv6144 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3824 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3791 (_ bv6144 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3821 (bvadd ?x3824 (_ bv0 32))))
(let ((?x3893 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3821)) ?x3828)))
(let ((?x3868 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3893))))
(let ((?x3836 ((_ extract 29 0) (_ bv0 32))))
(let (($x3806 (= ?x3836 (_ bv0 30))))
(let ((?x3874 (concat ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3791 (_ bv6144 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x3898 (or (not (= ((_ extract 31 12) ?x3893) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x3821) ?x3874)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x3830 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3895 (and $x3830 $x3830 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3791 (_ bv6144 64))) (_ bv8 16))) (_ bv768 32)) $x3830 $x3830 (bvult ?x3821 (_ bv128 32)) (and $x208 (not $x3898) (= ((_ extract 4 0) ?x3821) (_ bv0 5)) $x3806) (= (concat ?x3868 (_ bv0 1)) ?x3791))))
(not $x3895)))))))))))))))
(check-sat)
