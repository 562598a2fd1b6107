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
 (let ((?x4157 ((_ extract 15 0) (bvsub ?x4151 (_ bv0 64)))))
 (let ((?x4163 ((_ zero_extend 16) (bvudiv ?x4157 (_ bv8 16)))))
 (let ((?x4175 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x4157 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x4233 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4175)) (concat ((_ extract 29 0) ?x4163) (_ bv0 2)))))
 (let ((?x4197 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x4233))))
 (let ((?x4210 (concat ?x4197 (_ bv0 1))))
 (let ((?x4170 (bvadd ?x4151 (_ bv2 64))))
 (let ((?x4209 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4231 (= ?x4209 (_ bv0 30))))
 (let (($x4228 (or (not (= ((_ extract 31 6) ?x4233) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4175) (concat ((_ extract 3 0) ?x4163) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4230 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4216 (and $x4230 $x4230 (bvult ?x4163 (_ bv10 32)) $x4230 $x4230 (bvult ?x4175 (_ bv128 32)) (and $x208 (not $x4228) (= ((_ extract 4 0) ?x4175) (_ bv0 5)) $x4231) (bvule ?x4210 ?x4151) (bvule ?x4170 (bvadd ?x4210 (_ bv2 64))))))
 (not $x4216))))))))))))))))
(assert
 (let ((?x4151 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4168 ((_ extract 15 0) (bvsub ?x4151 (_ bv74 64)))))
 (let ((?x4158 ((_ zero_extend 16) (bvudiv ?x4168 (_ bv8 16)))))
 (let ((?x4172 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x4168 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x4264 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4172)) (concat ((_ extract 29 0) ?x4158) (_ bv0 2)))))
 (let ((?x4271 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4264))))
 (let ((?x4279 (concat ?x4271 (_ bv0 1))))
 (let ((?x4170 (bvadd ?x4151 (_ bv2 64))))
 (let ((?x4209 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4231 (= ?x4209 (_ bv0 30))))
 (let (($x4256 (or (not (= ((_ extract 31 6) ?x4264) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4172) (concat ((_ extract 3 0) ?x4158) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4230 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4274 (and $x4230 $x4230 (bvult ?x4158 (_ bv10 32)) $x4230 $x4230 (bvult ?x4172 (_ bv128 32)) (and $x208 (not $x4256) (= ((_ extract 4 0) ?x4172) (_ bv0 5)) $x4231) (bvule ?x4279 ?x4151) (bvule ?x4170 (bvadd ?x4279 (_ bv2 64))))))
 (not $x4274))))))))))))))))
(assert
 (let ((?x4151 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4161 ((_ extract 15 0) (bvsub ?x4151 (_ bv148 64)))))
(let ((?x4173 ((_ zero_extend 16) (bvudiv ?x4161 (_ bv8 16)))))
(let ((?x4176 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x4161 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x4294 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4176)) (concat ((_ extract 29 0) ?x4173) (_ bv0 2)))))
(let ((?x4301 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4294))))
(let ((?x4309 (concat ?x4301 (_ bv0 1))))
(let ((?x4170 (bvadd ?x4151 (_ bv2 64))))
(let ((?x4209 ((_ extract 29 0) (_ bv0 32))))
(let (($x4231 (= ?x4209 (_ bv0 30))))
(let (($x4275 (or (not (= ((_ extract 31 6) ?x4294) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x4176) (concat ((_ extract 3 0) ?x4173) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x4230 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4200 (and $x4230 $x4230 (bvult ?x4173 (_ bv10 32)) $x4230 $x4230 (bvult ?x4176 (_ bv128 32)) (and $x208 (not $x4275) (= ((_ extract 4 0) ?x4176) (_ bv0 5)) $x4231) (bvule ?x4309 ?x4151) (bvule ?x4170 (bvadd ?x4309 (_ bv2 64))))))
(not $x4200))))))))))))))))
(check-sat)
