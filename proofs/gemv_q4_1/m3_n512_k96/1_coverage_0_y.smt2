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
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709520895 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709548543 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv512 64)))
(assert
 (let ((?x3934 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1024 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3996 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3934 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3948 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3934 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3955 (bvadd ?x3948 (_ bv0 32))))
 (let ((?x4015 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3955)) ?x3996)))
 (let ((?x4001 (bvadd (bvmul (_ bv512 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x4015))))
 (let ((?x3981 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3978 (= ?x3981 (_ bv0 30))))
 (let ((?x3969 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3934 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4008 (or (not (= ((_ extract 31 10) ?x4015) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 14 5) ?x3955) ?x3969)))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x4003 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3964 (and $x4003 $x4003 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3934 (_ bv0 64))) (_ bv8 16))) (_ bv128 32)) $x4003 $x4003 (bvult ?x3955 (_ bv128 32)) (and $x204 (not $x4008) (= ((_ extract 4 0) ?x3955) (_ bv0 5)) $x3978) (= (concat ?x4001 (_ bv0 1)) ?x3934))))
 (not $x3964)))))))))))))))
(assert
 (let ((?x3934 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1024 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3993 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3934 (_ bv1024 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3967 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3934 (_ bv1024 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3953 (bvadd ?x3967 (_ bv0 32))))
 (let ((?x4047 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3953)) ?x3993)))
 (let ((?x4034 (bvadd (bvmul (_ bv512 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4047))))
 (let ((?x3981 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3978 (= ?x3981 (_ bv0 30))))
 (let ((?x4013 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3934 (_ bv1024 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4030 (or (not (= ((_ extract 31 10) ?x4047) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 14 5) ?x3953) ?x4013)))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x4003 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4053 (and $x4003 $x4003 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3934 (_ bv1024 64))) (_ bv8 16))) (_ bv128 32)) $x4003 $x4003 (bvult ?x3953 (_ bv128 32)) (and $x204 (not $x4030) (= ((_ extract 4 0) ?x3953) (_ bv0 5)) $x3978) (= (concat ?x4034 (_ bv0 1)) ?x3934))))
 (not $x4053)))))))))))))))
(assert
 (let ((?x3934 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1024 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4037 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3934 (_ bv2048 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3977 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3934 (_ bv2048 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3944 (bvadd ?x3977 (_ bv0 32))))
(let ((?x4075 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3944)) ?x4037)))
(let ((?x4049 (bvadd (bvmul (_ bv512 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4075))))
(let ((?x3981 ((_ extract 29 0) (_ bv0 32))))
(let (($x3978 (= ?x3981 (_ bv0 30))))
(let ((?x3970 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3934 (_ bv2048 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4080 (or (not (= ((_ extract 31 10) ?x4075) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 14 5) ?x3944) ?x3970)))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x4003 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4077 (and $x4003 $x4003 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3934 (_ bv2048 64))) (_ bv8 16))) (_ bv128 32)) $x4003 $x4003 (bvult ?x3944 (_ bv128 32)) (and $x204 (not $x4080) (= ((_ extract 4 0) ?x3944) (_ bv0 5)) $x3978) (= (concat ?x4049 (_ bv0 1)) ?x3934))))
(not $x4077)))))))))))))))
(check-sat)
