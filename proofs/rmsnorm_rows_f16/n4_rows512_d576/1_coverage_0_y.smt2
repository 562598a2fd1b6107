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
 (bvule base!idx (_ bv18446744073709551599 64)))
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
 (bvule base!y (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x3975 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3979 ((_ extract 15 0) (bvsub ?x3975 (_ bv0 64)))))
 (let ((?x3983 ((_ zero_extend 16) (bvudiv ?x3979 (_ bv1152 16)))))
 (let ((?x4009 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3983)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4009) (bvule ?x4009 (_ bv511 32))))))))
(assert
 (let ((?x3975 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3996 ((_ extract 15 0) (bvsub ?x3975 (_ bv512 64)))))
 (let ((?x3982 ((_ zero_extend 16) (bvudiv ?x3996 (_ bv1152 16)))))
 (let ((?x4047 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3982)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4047) (bvule ?x4047 (_ bv511 32))))))))
(assert
 (let ((?x3975 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4004 ((_ extract 15 0) (bvsub ?x3975 (_ bv1024 64)))))
 (let ((?x3997 ((_ zero_extend 16) (bvudiv ?x4004 (_ bv1152 16)))))
 (let ((?x4074 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3997)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4074) (bvule ?x4074 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3975 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4005 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3975 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x3989 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3975 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x4018 (and $x229 (not (or (not (= ((_ extract 31 10) ?x3989) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x3989)))))))
 (let (($x4016 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4024 (and $x4016 $x4016 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3975 (_ bv0 64))) (_ bv1152 16))) (_ bv4 32)) $x4016 $x4016 (bvult ?x3989 (_ bv256 32)) $x4018 (= (concat (bvadd (concat (_ bv0 31) ?x3989) ?x4005) (_ bv0 1)) ?x3975))))
 (not $x4024)))))))))
(assert
 (let ((?x3975 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3986 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3975 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x4042 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3975 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x4043 (and (bvule ?x3986 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x3986) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x3986))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x4016 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4055 (and $x4016 $x4016 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3975 (_ bv512 64))) (_ bv1152 16))) (_ bv4 32)) $x4016 $x4016 (bvult ?x3986 (_ bv256 32)) (and $x229 (not $x4043)) (= (concat (bvadd ?x4042 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3986))) (_ bv0 1)) ?x3975))))
 (not $x4055)))))))))
(assert
 (let ((?x3975 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3991 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3975 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x4070 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3975 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x4083 (and (bvule ?x3991 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x3991) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x3991))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x4016 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4086 (and $x4016 $x4016 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3975 (_ bv1024 64))) (_ bv1152 16))) (_ bv4 32)) $x4016 $x4016 (bvult ?x3991 (_ bv256 32)) (and $x229 (not $x4083)) (= (concat (bvadd ?x4070 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x3991))) (_ bv0 1)) ?x3975))))
(not $x4086)))))))))
(check-sat)
