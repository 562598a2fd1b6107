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
 (let ((?x4007 ((_ extract 15 0) (bvsub ?x4001 (_ bv0 64)))))
 (let ((?x4013 ((_ zero_extend 16) (bvudiv ?x4007 (_ bv8 16)))))
 (let ((?x4025 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x4007 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x4083 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4025)) (concat ((_ extract 29 0) ?x4013) (_ bv0 2)))))
 (let ((?x4047 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x4083))))
 (let ((?x4060 (concat ?x4047 (_ bv0 1))))
 (let ((?x4020 (bvadd ?x4001 (_ bv2 64))))
 (let ((?x4059 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4081 (= ?x4059 (_ bv0 30))))
 (let (($x4078 (or (not (= ((_ extract 31 6) ?x4083) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4025) (concat ((_ extract 3 0) ?x4013) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4080 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4066 (and $x4080 $x4080 (bvult ?x4013 (_ bv10 32)) $x4080 $x4080 (bvult ?x4025 (_ bv128 32)) (and $x208 (not $x4078) (= ((_ extract 4 0) ?x4025) (_ bv0 5)) $x4081) (bvule ?x4060 ?x4001) (bvule ?x4020 (bvadd ?x4060 (_ bv2 64))))))
 (not $x4066))))))))))))))))
(assert
 (let ((?x4001 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4018 ((_ extract 15 0) (bvsub ?x4001 (_ bv74 64)))))
 (let ((?x4008 ((_ zero_extend 16) (bvudiv ?x4018 (_ bv8 16)))))
 (let ((?x4022 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x4018 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x4114 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4022)) (concat ((_ extract 29 0) ?x4008) (_ bv0 2)))))
 (let ((?x4121 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4114))))
 (let ((?x4129 (concat ?x4121 (_ bv0 1))))
 (let ((?x4020 (bvadd ?x4001 (_ bv2 64))))
 (let ((?x4059 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4081 (= ?x4059 (_ bv0 30))))
 (let (($x4106 (or (not (= ((_ extract 31 6) ?x4114) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4022) (concat ((_ extract 3 0) ?x4008) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4080 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4124 (and $x4080 $x4080 (bvult ?x4008 (_ bv10 32)) $x4080 $x4080 (bvult ?x4022 (_ bv128 32)) (and $x208 (not $x4106) (= ((_ extract 4 0) ?x4022) (_ bv0 5)) $x4081) (bvule ?x4129 ?x4001) (bvule ?x4020 (bvadd ?x4129 (_ bv2 64))))))
 (not $x4124))))))))))))))))
(assert
 (let ((?x4001 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4011 ((_ extract 15 0) (bvsub ?x4001 (_ bv148 64)))))
(let ((?x4023 ((_ zero_extend 16) (bvudiv ?x4011 (_ bv8 16)))))
(let ((?x4026 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x4011 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x4144 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4026)) (concat ((_ extract 29 0) ?x4023) (_ bv0 2)))))
(let ((?x4151 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4144))))
(let ((?x4159 (concat ?x4151 (_ bv0 1))))
(let ((?x4020 (bvadd ?x4001 (_ bv2 64))))
(let ((?x4059 ((_ extract 29 0) (_ bv0 32))))
(let (($x4081 (= ?x4059 (_ bv0 30))))
(let (($x4125 (or (not (= ((_ extract 31 6) ?x4144) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4026) (concat ((_ extract 3 0) ?x4023) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x4080 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4050 (and $x4080 $x4080 (bvult ?x4023 (_ bv10 32)) $x4080 $x4080 (bvult ?x4026 (_ bv128 32)) (and $x208 (not $x4125) (= ((_ extract 4 0) ?x4026) (_ bv0 5)) $x4081) (bvule ?x4159 ?x4001) (bvule ?x4020 (bvadd ?x4159 (_ bv2 64))))))
(not $x4050))))))))))))))))
(check-sat)
