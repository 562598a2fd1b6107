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
 (let ((?x4041 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4047 ((_ extract 15 0) (bvsub ?x4041 (_ bv0 64)))))
 (let ((?x4053 ((_ zero_extend 16) (bvudiv ?x4047 (_ bv8 16)))))
 (let ((?x4065 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x4047 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x4123 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4065)) (concat ((_ extract 29 0) ?x4053) (_ bv0 2)))))
 (let ((?x4087 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x4123))))
 (let ((?x4100 (concat ?x4087 (_ bv0 1))))
 (let ((?x4060 (bvadd ?x4041 (_ bv2 64))))
 (let ((?x4099 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4121 (= ?x4099 (_ bv0 30))))
 (let (($x4118 (or (not (= ((_ extract 31 6) ?x4123) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4065) (concat ((_ extract 3 0) ?x4053) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4120 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4106 (and $x4120 $x4120 (bvult ?x4053 (_ bv10 32)) $x4120 $x4120 (bvult ?x4065 (_ bv128 32)) (and $x208 (not $x4118) (= ((_ extract 4 0) ?x4065) (_ bv0 5)) $x4121) (bvule ?x4100 ?x4041) (bvule ?x4060 (bvadd ?x4100 (_ bv2 64))))))
 (not $x4106))))))))))))))))
(assert
 (let ((?x4041 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4058 ((_ extract 15 0) (bvsub ?x4041 (_ bv74 64)))))
 (let ((?x4048 ((_ zero_extend 16) (bvudiv ?x4058 (_ bv8 16)))))
 (let ((?x4062 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x4058 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x4154 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4062)) (concat ((_ extract 29 0) ?x4048) (_ bv0 2)))))
 (let ((?x4161 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4154))))
 (let ((?x4169 (concat ?x4161 (_ bv0 1))))
 (let ((?x4060 (bvadd ?x4041 (_ bv2 64))))
 (let ((?x4099 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4121 (= ?x4099 (_ bv0 30))))
 (let (($x4146 (or (not (= ((_ extract 31 6) ?x4154) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4062) (concat ((_ extract 3 0) ?x4048) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4120 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4164 (and $x4120 $x4120 (bvult ?x4048 (_ bv10 32)) $x4120 $x4120 (bvult ?x4062 (_ bv128 32)) (and $x208 (not $x4146) (= ((_ extract 4 0) ?x4062) (_ bv0 5)) $x4121) (bvule ?x4169 ?x4041) (bvule ?x4060 (bvadd ?x4169 (_ bv2 64))))))
 (not $x4164))))))))))))))))
(assert
 (let ((?x4041 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4051 ((_ extract 15 0) (bvsub ?x4041 (_ bv148 64)))))
(let ((?x4063 ((_ zero_extend 16) (bvudiv ?x4051 (_ bv8 16)))))
(let ((?x4066 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x4051 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x4184 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4066)) (concat ((_ extract 29 0) ?x4063) (_ bv0 2)))))
(let ((?x4191 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4184))))
(let ((?x4199 (concat ?x4191 (_ bv0 1))))
(let ((?x4060 (bvadd ?x4041 (_ bv2 64))))
(let ((?x4099 ((_ extract 29 0) (_ bv0 32))))
(let (($x4121 (= ?x4099 (_ bv0 30))))
(let (($x4165 (or (not (= ((_ extract 31 6) ?x4184) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4066) (concat ((_ extract 3 0) ?x4063) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x4120 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4090 (and $x4120 $x4120 (bvult ?x4063 (_ bv10 32)) $x4120 $x4120 (bvult ?x4066 (_ bv128 32)) (and $x208 (not $x4165) (= ((_ extract 4 0) ?x4066) (_ bv0 5)) $x4121) (bvule ?x4199 ?x4041) (bvule ?x4060 (bvadd ?x4199 (_ bv2 64))))))
(not $x4090))))))))))))))))
(check-sat)
