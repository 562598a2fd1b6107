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
 (let ((?x4151 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4217 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4151 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x4171 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4151 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x4175 (bvadd ?x4171 (_ bv0 32))))
 (let ((?x4218 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4175)) ?x4217)))
 (let ((?x4209 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x4218))))
 (let ((?x4232 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4197 (= ?x4232 (_ bv0 30))))
 (let ((?x4227 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4151 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4178 (or (not (= ((_ extract 31 6) ?x4218) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4175) ?x4227)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4188 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4226 (and $x4188 $x4188 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4151 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x4188 $x4188 (bvult ?x4175 (_ bv128 32)) (and $x208 (not $x4178) (= ((_ extract 4 0) ?x4175) (_ bv0 5)) $x4197) (= (concat ?x4209 (_ bv0 1)) ?x4151))))
 (not $x4226)))))))))))))))
(assert
 (let ((?x4151 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4170 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4151 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x4185 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4151 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x4172 (bvadd ?x4185 (_ bv0 32))))
 (let ((?x4259 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4172)) ?x4170)))
 (let ((?x4266 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4259))))
 (let ((?x4232 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4197 (= ?x4232 (_ bv0 30))))
 (let ((?x4239 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4151 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4225 (or (not (= ((_ extract 31 6) ?x4259) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4172) ?x4239)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4188 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4235 (and $x4188 $x4188 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4151 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x4188 $x4188 (bvult ?x4172 (_ bv128 32)) (and $x208 (not $x4225) (= ((_ extract 4 0) ?x4172) (_ bv0 5)) $x4197) (= (concat ?x4266 (_ bv0 1)) ?x4151))))
 (not $x4235)))))))))))))))
(assert
 (let ((?x4151 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4204 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4151 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x4195 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4151 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x4176 (bvadd ?x4195 (_ bv0 32))))
(let ((?x4287 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4176)) ?x4204)))
(let ((?x4294 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4287))))
(let ((?x4232 ((_ extract 29 0) (_ bv0 32))))
(let (($x4197 (= ?x4232 (_ bv0 30))))
(let ((?x4253 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4151 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4279 (or (not (= ((_ extract 31 6) ?x4287) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4176) ?x4253)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x4188 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4243 (and $x4188 $x4188 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4151 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x4188 $x4188 (bvult ?x4176 (_ bv128 32)) (and $x208 (not $x4279) (= ((_ extract 4 0) ?x4176) (_ bv0 5)) $x4197) (= (concat ?x4294 (_ bv0 1)) ?x4151))))
(not $x4243)))))))))))))))
(check-sat)
