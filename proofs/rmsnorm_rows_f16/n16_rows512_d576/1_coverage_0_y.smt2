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
 (bvule base!idx (_ bv18446744073709551551 64)))
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
 (bvule base!y (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x3966 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3974 ((_ extract 15 0) (bvsub ?x3966 (_ bv0 64)))))
 (let ((?x3976 ((_ zero_extend 16) (bvudiv ?x3974 (_ bv1152 16)))))
 (let ((?x4001 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3976)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4001) (bvule ?x4001 (_ bv511 32))))))))
(assert
 (let ((?x3966 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3992 ((_ extract 15 0) (bvsub ?x3966 (_ bv512 64)))))
 (let ((?x3975 ((_ zero_extend 16) (bvudiv ?x3992 (_ bv1152 16)))))
 (let ((?x4039 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3975)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4039) (bvule ?x4039 (_ bv511 32))))))))
(assert
 (let ((?x3966 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4000 ((_ extract 15 0) (bvsub ?x3966 (_ bv1024 64)))))
 (let ((?x3988 ((_ zero_extend 16) (bvudiv ?x4000 (_ bv1152 16)))))
 (let ((?x4066 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3988)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4066) (bvule ?x4066 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3966 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3996 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3966 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x3982 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3966 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x4010 (and $x229 (not (or (not (= ((_ extract 31 10) ?x3982) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x3982)))))))
 (let (($x4008 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4016 (and $x4008 $x4008 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3966 (_ bv0 64))) (_ bv1152 16))) (_ bv16 32)) $x4008 $x4008 (bvult ?x3982 (_ bv256 32)) $x4010 (= (concat (bvadd (concat (_ bv0 31) ?x3982) ?x3996) (_ bv0 1)) ?x3966))))
 (not $x4016)))))))))
(assert
 (let ((?x3966 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3987 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3966 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x4034 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3966 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x4035 (and (bvule ?x3987 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x3987) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x3987))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x4008 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4047 (and $x4008 $x4008 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3966 (_ bv512 64))) (_ bv1152 16))) (_ bv16 32)) $x4008 $x4008 (bvult ?x3987 (_ bv256 32)) (and $x229 (not $x4035)) (= (concat (bvadd ?x4034 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3987))) (_ bv0 1)) ?x3966))))
 (not $x4047)))))))))
(assert
 (let ((?x3966 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3995 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3966 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x4062 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3966 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x4075 (and (bvule ?x3995 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x3995) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x3995))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x4008 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4078 (and $x4008 $x4008 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3966 (_ bv1024 64))) (_ bv1152 16))) (_ bv16 32)) $x4008 $x4008 (bvult ?x3995 (_ bv256 32)) (and $x229 (not $x4075)) (= (concat (bvadd ?x4062 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x3995))) (_ bv0 1)) ?x3966))))
(not $x4078)))))))))
(check-sat)
