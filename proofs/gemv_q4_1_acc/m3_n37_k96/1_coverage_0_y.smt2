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
 (let ((?x4087 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4153 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4087 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x4107 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4087 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x4111 (bvadd ?x4107 (_ bv0 32))))
 (let ((?x4154 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4111)) ?x4153)))
 (let ((?x4145 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x4154))))
 (let ((?x4168 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4133 (= ?x4168 (_ bv0 30))))
 (let ((?x4163 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4087 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4114 (or (not (= ((_ extract 31 6) ?x4154) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4111) ?x4163)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4124 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4162 (and $x4124 $x4124 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4087 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x4124 $x4124 (bvult ?x4111 (_ bv128 32)) (and $x208 (not $x4114) (= ((_ extract 4 0) ?x4111) (_ bv0 5)) $x4133) (= (concat ?x4145 (_ bv0 1)) ?x4087))))
 (not $x4162)))))))))))))))
(assert
 (let ((?x4087 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4106 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4087 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x4121 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4087 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x4108 (bvadd ?x4121 (_ bv0 32))))
 (let ((?x4195 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4108)) ?x4106)))
 (let ((?x4202 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4195))))
 (let ((?x4168 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4133 (= ?x4168 (_ bv0 30))))
 (let ((?x4175 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4087 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4161 (or (not (= ((_ extract 31 6) ?x4195) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4108) ?x4175)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4124 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4171 (and $x4124 $x4124 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4087 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x4124 $x4124 (bvult ?x4108 (_ bv128 32)) (and $x208 (not $x4161) (= ((_ extract 4 0) ?x4108) (_ bv0 5)) $x4133) (= (concat ?x4202 (_ bv0 1)) ?x4087))))
 (not $x4171)))))))))))))))
(assert
 (let ((?x4087 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4140 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4087 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x4131 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4087 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x4112 (bvadd ?x4131 (_ bv0 32))))
(let ((?x4223 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4112)) ?x4140)))
(let ((?x4230 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4223))))
(let ((?x4168 ((_ extract 29 0) (_ bv0 32))))
(let (($x4133 (= ?x4168 (_ bv0 30))))
(let ((?x4189 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4087 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4215 (or (not (= ((_ extract 31 6) ?x4223) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4112) ?x4189)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x4124 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4179 (and $x4124 $x4124 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4087 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x4124 $x4124 (bvult ?x4112 (_ bv128 32)) (and $x208 (not $x4215) (= ((_ extract 4 0) ?x4112) (_ bv0 5)) $x4133) (= (concat ?x4230 (_ bv0 1)) ?x4087))))
(not $x4179)))))))))))))))
(check-sat)
