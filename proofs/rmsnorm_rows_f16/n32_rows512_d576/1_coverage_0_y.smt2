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
 (bvule base!idx (_ bv18446744073709551487 64)))
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
 (bvule base!y (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x3961 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3969 ((_ extract 16 0) (bvsub ?x3961 (_ bv0 64)))))
 (let ((?x3971 ((_ zero_extend 15) (bvudiv ?x3969 (_ bv1152 17)))))
 (let ((?x3996 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3971)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3996) (bvule ?x3996 (_ bv511 32))))))))
(assert
 (let ((?x3961 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3987 ((_ extract 16 0) (bvsub ?x3961 (_ bv512 64)))))
 (let ((?x3970 ((_ zero_extend 15) (bvudiv ?x3987 (_ bv1152 17)))))
 (let ((?x4047 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3970)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4047) (bvule ?x4047 (_ bv511 32))))))))
(assert
 (let ((?x3961 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3995 ((_ extract 16 0) (bvsub ?x3961 (_ bv1024 64)))))
 (let ((?x3983 ((_ zero_extend 15) (bvudiv ?x3995 (_ bv1152 17)))))
 (let ((?x4064 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3983)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4064) (bvule ?x4064 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3961 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3985 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x3961 (_ bv0 64))) (_ bv1152 17)))))))
 (let ((?x3977 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x3961 (_ bv0 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x3998 (and $x229 (not (or (not (= ((_ extract 31 10) ?x3977) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x3977)))))))
 (let (($x4007 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4005 (and $x4007 $x4007 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x3961 (_ bv0 64))) (_ bv1152 17))) (_ bv32 32)) $x4007 $x4007 (bvult ?x3977 (_ bv256 32)) $x3998 (= (concat (bvadd (concat (_ bv0 31) ?x3977) ?x3985) (_ bv0 1)) ?x3961))))
 (not $x4005)))))))))
(assert
 (let ((?x3961 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3982 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x3961 (_ bv512 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let ((?x4025 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x3961 (_ bv512 64))) (_ bv1152 17)))))))
 (let (($x4027 (and (bvule ?x3982 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x3982) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x3982))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x4007 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4043 (and $x4007 $x4007 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x3961 (_ bv512 64))) (_ bv1152 17))) (_ bv32 32)) $x4007 $x4007 (bvult ?x3982 (_ bv256 32)) (and $x229 (not $x4027)) (= (concat (bvadd ?x4025 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3982))) (_ bv0 1)) ?x3961))))
 (not $x4043)))))))))
(assert
 (let ((?x3961 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3990 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x3961 (_ bv1024 64))) (_ bv1152 17)) (_ bv2 17)))))
(let ((?x4057 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x3961 (_ bv1024 64))) (_ bv1152 17)))))))
(let (($x4070 (and (bvule ?x3990 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x3990) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x3990))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x4007 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4039 (and $x4007 $x4007 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x3961 (_ bv1024 64))) (_ bv1152 17))) (_ bv32 32)) $x4007 $x4007 (bvult ?x3990 (_ bv256 32)) (and $x229 (not $x4070)) (= (concat (bvadd ?x4057 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x3990))) (_ bv0 1)) ?x3961))))
(not $x4039)))))))))
(check-sat)
