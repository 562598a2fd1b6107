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
 (bvule base!w (_ bv18446744073709549395 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551393 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv37 64)))
(assert
 (let ((?x4001 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4067 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x4021 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4001 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x4025 (bvadd ?x4021 (_ bv0 32))))
 (let ((?x4068 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4025)) ?x4067)))
 (let ((?x4059 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x4068))))
 (let ((?x4082 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4047 (= ?x4082 (_ bv0 30))))
 (let ((?x4077 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4028 (or (not (= ((_ extract 31 6) ?x4068) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4025) ?x4077)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4038 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4076 (and $x4038 $x4038 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x4038 $x4038 (bvult ?x4025 (_ bv128 32)) (and $x208 (not $x4028) (= ((_ extract 4 0) ?x4025) (_ bv0 5)) $x4047) (= (concat ?x4059 (_ bv0 1)) ?x4001))))
 (not $x4076)))))))))))))))
(assert
 (let ((?x4001 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4020 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x4035 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4001 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x4022 (bvadd ?x4035 (_ bv0 32))))
 (let ((?x4109 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4022)) ?x4020)))
 (let ((?x4116 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4109))))
 (let ((?x4082 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4047 (= ?x4082 (_ bv0 30))))
 (let ((?x4089 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4075 (or (not (= ((_ extract 31 6) ?x4109) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4022) ?x4089)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4038 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4085 (and $x4038 $x4038 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x4038 $x4038 (bvult ?x4022 (_ bv128 32)) (and $x208 (not $x4075) (= ((_ extract 4 0) ?x4022) (_ bv0 5)) $x4047) (= (concat ?x4116 (_ bv0 1)) ?x4001))))
 (not $x4085)))))))))))))))
(assert
 (let ((?x4001 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4054 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x4045 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4001 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x4026 (bvadd ?x4045 (_ bv0 32))))
(let ((?x4137 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4026)) ?x4054)))
(let ((?x4144 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4137))))
(let ((?x4082 ((_ extract 29 0) (_ bv0 32))))
(let (($x4047 (= ?x4082 (_ bv0 30))))
(let ((?x4103 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4129 (or (not (= ((_ extract 31 6) ?x4137) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4026) ?x4103)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x4038 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4093 (and $x4038 $x4038 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x4038 $x4038 (bvult ?x4026 (_ bv128 32)) (and $x208 (not $x4129) (= ((_ extract 4 0) ?x4026) (_ bv0 5)) $x4047) (= (concat ?x4144 (_ bv0 1)) ?x4001))))
(not $x4093)))))))))))))))
(check-sat)
