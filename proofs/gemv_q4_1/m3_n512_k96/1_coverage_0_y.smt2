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
 (let ((?x3958 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1024 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4020 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3958 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3972 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3958 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3979 (bvadd ?x3972 (_ bv0 32))))
 (let ((?x4039 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3979)) ?x4020)))
 (let ((?x4025 (bvadd (bvmul (_ bv512 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x4039))))
 (let ((?x4005 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4002 (= ?x4005 (_ bv0 30))))
 (let ((?x3993 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3958 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4032 (or (not (= ((_ extract 31 10) ?x4039) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 14 5) ?x3979) ?x3993)))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x4027 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3988 (and $x4027 $x4027 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3958 (_ bv0 64))) (_ bv8 16))) (_ bv128 32)) $x4027 $x4027 (bvult ?x3979 (_ bv128 32)) (and $x204 (not $x4032) (= ((_ extract 4 0) ?x3979) (_ bv0 5)) $x4002) (= (concat ?x4025 (_ bv0 1)) ?x3958))))
 (not $x3988)))))))))))))))
(assert
 (let ((?x3958 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1024 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4017 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3958 (_ bv1024 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3991 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3958 (_ bv1024 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3977 (bvadd ?x3991 (_ bv0 32))))
 (let ((?x4071 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3977)) ?x4017)))
 (let ((?x4058 (bvadd (bvmul (_ bv512 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4071))))
 (let ((?x4005 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4002 (= ?x4005 (_ bv0 30))))
 (let ((?x4037 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3958 (_ bv1024 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4054 (or (not (= ((_ extract 31 10) ?x4071) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 14 5) ?x3977) ?x4037)))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x4027 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4077 (and $x4027 $x4027 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3958 (_ bv1024 64))) (_ bv8 16))) (_ bv128 32)) $x4027 $x4027 (bvult ?x3977 (_ bv128 32)) (and $x204 (not $x4054) (= ((_ extract 4 0) ?x3977) (_ bv0 5)) $x4002) (= (concat ?x4058 (_ bv0 1)) ?x3958))))
 (not $x4077)))))))))))))))
(assert
 (let ((?x3958 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1024 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4061 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3958 (_ bv2048 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x4001 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3958 (_ bv2048 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3968 (bvadd ?x4001 (_ bv0 32))))
(let ((?x4099 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3968)) ?x4061)))
(let ((?x4073 (bvadd (bvmul (_ bv512 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4099))))
(let ((?x4005 ((_ extract 29 0) (_ bv0 32))))
(let (($x4002 (= ?x4005 (_ bv0 30))))
(let ((?x3994 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3958 (_ bv2048 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4104 (or (not (= ((_ extract 31 10) ?x4099) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 14 5) ?x3968) ?x3994)))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x4027 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4101 (and $x4027 $x4027 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3958 (_ bv2048 64))) (_ bv8 16))) (_ bv128 32)) $x4027 $x4027 (bvult ?x3968 (_ bv128 32)) (and $x204 (not $x4104) (= ((_ extract 4 0) ?x3968) (_ bv0 5)) $x4002) (= (concat ?x4073 (_ bv0 1)) ?x3958))))
(not $x4101)))))))))))))))
(check-sat)
