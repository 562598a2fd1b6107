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
 (let ((?x4111 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4177 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4111 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x4131 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4111 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x4135 (bvadd ?x4131 (_ bv0 32))))
 (let ((?x4178 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4135)) ?x4177)))
 (let ((?x4169 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x4178))))
 (let ((?x4192 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4157 (= ?x4192 (_ bv0 30))))
 (let ((?x4187 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4111 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4138 (or (not (= ((_ extract 31 6) ?x4178) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4135) ?x4187)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4148 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4186 (and $x4148 $x4148 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4111 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x4148 $x4148 (bvult ?x4135 (_ bv128 32)) (and $x208 (not $x4138) (= ((_ extract 4 0) ?x4135) (_ bv0 5)) $x4157) (= (concat ?x4169 (_ bv0 1)) ?x4111))))
 (not $x4186)))))))))))))))
(assert
 (let ((?x4111 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4130 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4111 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x4145 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4111 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x4132 (bvadd ?x4145 (_ bv0 32))))
 (let ((?x4219 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4132)) ?x4130)))
 (let ((?x4226 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4219))))
 (let ((?x4192 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4157 (= ?x4192 (_ bv0 30))))
 (let ((?x4199 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4111 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4185 (or (not (= ((_ extract 31 6) ?x4219) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4132) ?x4199)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4148 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4195 (and $x4148 $x4148 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4111 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x4148 $x4148 (bvult ?x4132 (_ bv128 32)) (and $x208 (not $x4185) (= ((_ extract 4 0) ?x4132) (_ bv0 5)) $x4157) (= (concat ?x4226 (_ bv0 1)) ?x4111))))
 (not $x4195)))))))))))))))
(assert
 (let ((?x4111 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4164 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4111 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x4155 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4111 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x4136 (bvadd ?x4155 (_ bv0 32))))
(let ((?x4247 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4136)) ?x4164)))
(let ((?x4254 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4247))))
(let ((?x4192 ((_ extract 29 0) (_ bv0 32))))
(let (($x4157 (= ?x4192 (_ bv0 30))))
(let ((?x4213 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4111 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4239 (or (not (= ((_ extract 31 6) ?x4247) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4136) ?x4213)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x4148 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4203 (and $x4148 $x4148 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4111 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x4148 $x4148 (bvult ?x4136 (_ bv128 32)) (and $x208 (not $x4239) (= ((_ extract 4 0) ?x4136) (_ bv0 5)) $x4157) (= (concat ?x4254 (_ bv0 1)) ?x4111))))
(not $x4203)))))))))))))))
(check-sat)
