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
 (bvule base!idx (_ bv18446744073709551583 64)))
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
 (bvule base!y (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x3970 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3975 ((_ extract 15 0) (bvsub ?x3970 (_ bv0 64)))))
 (let ((?x3978 ((_ zero_extend 16) (bvudiv ?x3975 (_ bv1152 16)))))
 (let ((?x4005 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3978)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4005) (bvule ?x4005 (_ bv511 32))))))))
(assert
 (let ((?x3970 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3994 ((_ extract 15 0) (bvsub ?x3970 (_ bv512 64)))))
 (let ((?x3987 ((_ zero_extend 16) (bvudiv ?x3994 (_ bv1152 16)))))
 (let ((?x4043 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3987)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4043) (bvule ?x4043 (_ bv511 32))))))))
(assert
 (let ((?x3970 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4002 ((_ extract 15 0) (bvsub ?x3970 (_ bv1024 64)))))
 (let ((?x3995 ((_ zero_extend 16) (bvudiv ?x4002 (_ bv1152 16)))))
 (let ((?x4070 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3995)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4070) (bvule ?x4070 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3970 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3996 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3970 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x3985 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3970 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x4014 (and $x229 (not (or (not (= ((_ extract 31 10) ?x3985) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x3985)))))))
 (let (($x4012 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4020 (and $x4012 $x4012 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3970 (_ bv0 64))) (_ bv1152 16))) (_ bv8 32)) $x4012 $x4012 (bvult ?x3985 (_ bv256 32)) $x4014 (= (concat (bvadd (concat (_ bv0 31) ?x3985) ?x3996) (_ bv0 1)) ?x3970))))
 (not $x4020)))))))))
(assert
 (let ((?x3970 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3982 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3970 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x4038 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3970 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x4039 (and (bvule ?x3982 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x3982) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x3982))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x4012 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4051 (and $x4012 $x4012 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3970 (_ bv512 64))) (_ bv1152 16))) (_ bv8 32)) $x4012 $x4012 (bvult ?x3982 (_ bv256 32)) (and $x229 (not $x4039)) (= (concat (bvadd ?x4038 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3982))) (_ bv0 1)) ?x3970))))
 (not $x4051)))))))))
(assert
 (let ((?x3970 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3991 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3970 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x4066 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3970 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x4079 (and (bvule ?x3991 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x3991) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x3991))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x4012 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4082 (and $x4012 $x4012 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3970 (_ bv1024 64))) (_ bv1152 16))) (_ bv8 32)) $x4012 $x4012 (bvult ?x3991 (_ bv256 32)) (and $x229 (not $x4079)) (= (concat (bvadd ?x4066 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x3991))) (_ bv0 1)) ?x3970))))
(not $x4082)))))))))
(check-sat)
