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
 (bvule base!w (_ bv18446744073709549335 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551387 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv38 64)))
(assert
 (let ((?x4001 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4063 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x4021 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4001 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x4025 (bvadd ?x4021 (_ bv0 32))))
 (let ((?x4068 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4025)) ?x4063)))
 (let ((?x4070 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x4068))))
 (let ((?x4075 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4037 (= ?x4075 (_ bv0 30))))
 (let ((?x4028 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4057 (or (not (= ((_ extract 31 6) ?x4068) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x4025) ?x4028)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4079 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4071 (and $x4079 $x4079 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x4079 $x4079 (bvult ?x4025 (_ bv128 32)) (and $x208 (not $x4057) (= ((_ extract 4 0) ?x4025) (_ bv0 5)) $x4037) (= (concat ?x4070 (_ bv0 1)) ?x4001))))
 (not $x4071)))))))))))))))
(assert
 (let ((?x4001 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4042 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv76 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x4035 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4001 (_ bv76 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x4022 (bvadd ?x4035 (_ bv0 32))))
 (let ((?x4038 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4022)) ?x4042)))
 (let ((?x4116 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4038))))
 (let ((?x4075 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4037 (= ?x4075 (_ bv0 30))))
 (let ((?x4094 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv76 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4049 (or (not (= ((_ extract 31 6) ?x4038) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x4022) ?x4094)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4079 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4077 (and $x4079 $x4079 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv76 64))) (_ bv8 16))) (_ bv10 32)) $x4079 $x4079 (bvult ?x4022 (_ bv128 32)) (and $x208 (not $x4049) (= ((_ extract 4 0) ?x4022) (_ bv0 5)) $x4037) (= (concat ?x4116 (_ bv0 1)) ?x4001))))
 (not $x4077)))))))))))))))
(assert
 (let ((?x4001 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4104 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x4045 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4001 (_ bv152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x4043 (bvadd ?x4045 (_ bv0 32))))
(let ((?x4137 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4043)) ?x4104)))
(let ((?x4144 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4137))))
(let ((?x4075 ((_ extract 29 0) (_ bv0 32))))
(let (($x4037 (= ?x4075 (_ bv0 30))))
(let ((?x4092 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4112 (or (not (= ((_ extract 31 6) ?x4137) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x4043) ?x4092)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x4079 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4126 (and $x4079 $x4079 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4001 (_ bv152 64))) (_ bv8 16))) (_ bv10 32)) $x4079 $x4079 (bvult ?x4043 (_ bv128 32)) (and $x208 (not $x4112) (= ((_ extract 4 0) ?x4043) (_ bv0 5)) $x4037) (= (concat ?x4144 (_ bv0 1)) ?x4001))))
(not $x4126)))))))))))))))
(check-sat)
