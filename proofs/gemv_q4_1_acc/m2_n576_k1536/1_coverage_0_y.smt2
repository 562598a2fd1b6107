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
 (bvule base!x (_ bv18446744073709545471 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708998655 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3868 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3919 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3868 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3891 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3868 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3874 (bvadd ?x3891 (_ bv0 32))))
 (let ((?x3937 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3874)) ?x3919)))
 (let ((?x3931 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3937))))
 (let ((?x3908 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3912 (= ?x3908 (_ bv0 30))))
 (let ((?x3921 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3868 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3888 (or (not (= ((_ extract 31 10) ?x3937) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3874) ?x3921)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x3907 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3883 (and $x3907 $x3907 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3868 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x3907 $x3907 (bvult ?x3874 (_ bv128 32)) (and $x207 (not $x3888) (= ((_ extract 4 0) ?x3874) (_ bv0 5)) $x3912) (= (concat ?x3931 (_ bv0 1)) ?x3868))))
 (not $x3883)))))))))))))))
(assert
 (let ((?x3868 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3918 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3868 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3901 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3868 (_ bv1152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3898 (bvadd ?x3901 (_ bv0 32))))
(let ((?x3969 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3898)) ?x3918)))
(let ((?x3939 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3969))))
(let ((?x3908 ((_ extract 29 0) (_ bv0 32))))
(let (($x3912 (= ?x3908 (_ bv0 30))))
(let ((?x3955 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3868 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x3947 (or (not (= ((_ extract 31 10) ?x3969) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3898) ?x3955)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3907 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3953 (and $x3907 $x3907 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3868 (_ bv1152 64))) (_ bv8 16))) (_ bv144 32)) $x3907 $x3907 (bvult ?x3898 (_ bv128 32)) (and $x207 (not $x3947) (= ((_ extract 4 0) ?x3898) (_ bv0 5)) $x3912) (= (concat ?x3939 (_ bv0 1)) ?x3868))))
(not $x3953)))))))))))))))
(check-sat)
