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
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709547775 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x3822 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3873 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3822 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3845 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3822 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3828 (bvadd ?x3845 (_ bv0 32))))
 (let ((?x3892 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3828)) ?x3873)))
 (let ((?x3868 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3892))))
 (let ((?x3863 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3888 (= ?x3863 (_ bv0 30))))
 (let ((?x3869 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3822 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3881 (or (not (= ((_ extract 31 10) ?x3892) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x3828) ?x3869)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x3874 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3876 (and $x3874 $x3874 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3822 (_ bv0 64))) (_ bv8 16))) (_ bv240 32)) $x3874 $x3874 (bvult ?x3828 (_ bv128 32)) (and $x207 (not $x3881) (= ((_ extract 4 0) ?x3828) (_ bv0 5)) $x3888) (= (concat ?x3868 (_ bv0 1)) ?x3822))))
 (not $x3876)))))))))))))))
(assert
 (let ((?x3822 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3851 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3822 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3855 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3822 (_ bv1920 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3852 (bvadd ?x3855 (_ bv0 32))))
(let ((?x3924 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3852)) ?x3851)))
(let ((?x3904 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3924))))
(let ((?x3863 ((_ extract 29 0) (_ bv0 32))))
(let (($x3888 (= ?x3863 (_ bv0 30))))
(let ((?x3854 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3822 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x3907 (or (not (= ((_ extract 31 10) ?x3924) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x3852) ?x3854)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3874 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3898 (and $x3874 $x3874 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3822 (_ bv1920 64))) (_ bv8 16))) (_ bv240 32)) $x3874 $x3874 (bvult ?x3852 (_ bv128 32)) (and $x207 (not $x3907) (= ((_ extract 4 0) ?x3852) (_ bv0 5)) $x3888) (= (concat ?x3904 (_ bv0 1)) ?x3822))))
(not $x3898)))))))))))))))
(check-sat)
