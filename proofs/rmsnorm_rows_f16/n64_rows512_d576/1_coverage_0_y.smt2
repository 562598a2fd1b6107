; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551359 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x3957 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3965 ((_ extract 17 0) (bvsub ?x3957 (_ bv0 64)))))
 (let ((?x3967 ((_ zero_extend 14) (bvudiv ?x3965 (_ bv1152 18)))))
 (let ((?x3996 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3967)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3996) (bvule ?x3996 (_ bv511 32))))))))
(assert
 (let ((?x3957 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3983 ((_ extract 17 0) (bvsub ?x3957 (_ bv512 64)))))
 (let ((?x3966 ((_ zero_extend 14) (bvudiv ?x3983 (_ bv1152 18)))))
 (let ((?x4015 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3966)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4015) (bvule ?x4015 (_ bv511 32))))))))
(assert
 (let ((?x3957 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3991 ((_ extract 17 0) (bvsub ?x3957 (_ bv1024 64)))))
 (let ((?x3979 ((_ zero_extend 14) (bvudiv ?x3991 (_ bv1152 18)))))
 (let ((?x4070 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3979)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4070) (bvule ?x4070 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3957 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3981 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x3957 (_ bv0 64))) (_ bv1152 18)))))))
 (let ((?x3973 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x3957 (_ bv0 64))) (_ bv1152 18)) (_ bv2 18)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x4006 (and $x229 (not (or (not (= ((_ extract 31 10) ?x3973) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x3973)))))))
 (let (($x3987 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4009 (and $x3987 $x3987 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x3957 (_ bv0 64))) (_ bv1152 18))) (_ bv64 32)) $x3987 $x3987 (bvult ?x3973 (_ bv256 32)) $x4006 (= (concat (bvadd (concat (_ bv0 31) ?x3973) ?x3981) (_ bv0 1)) ?x3957))))
 (not $x4009)))))))))
(assert
 (let ((?x3957 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3978 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x3957 (_ bv512 64))) (_ bv1152 18)) (_ bv2 18)))))
 (let ((?x4024 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x3957 (_ bv512 64))) (_ bv1152 18)))))))
 (let (($x4026 (and (bvule ?x3978 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x3978) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x3978))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x3987 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4032 (and $x3987 $x3987 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x3957 (_ bv512 64))) (_ bv1152 18))) (_ bv64 32)) $x3987 $x3987 (bvult ?x3978 (_ bv256 32)) (and $x229 (not $x4026)) (= (concat (bvadd ?x4024 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3978))) (_ bv0 1)) ?x3957))))
 (not $x4032)))))))))
(assert
 (let ((?x3957 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3986 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x3957 (_ bv1024 64))) (_ bv1152 18)) (_ bv2 18)))))
(let ((?x4056 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x3957 (_ bv1024 64))) (_ bv1152 18)))))))
(let (($x4048 (and (bvule ?x3986 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x3986) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x3986))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x3987 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4066 (and $x3987 $x3987 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x3957 (_ bv1024 64))) (_ bv1152 18))) (_ bv64 32)) $x3987 $x3987 (bvult ?x3986 (_ bv256 32)) (and $x229 (not $x4048)) (= (concat (bvadd ?x4056 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x3986))) (_ bv0 1)) ?x3957))))
(not $x4066)))))))))
(check-sat)
