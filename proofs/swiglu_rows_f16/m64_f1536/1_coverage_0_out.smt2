; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (_ bv18446744073709158399 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709355007 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x308 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x326 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x308 (_ bv0 64))) (_ bv3072 19)) (_ bv512 19)))))
(let ((?x329 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x308 (_ bv0 64))) (_ bv3072 19)) (_ bv512 19)) (_ bv2 19)))))
(let ((?x318 (bvadd ?x329 (bvmul (_ bv256 32) ?x326))))
(let ((?x334 (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x308 (_ bv0 64))) (_ bv3072 19)))))))
(let (($x338 (or (not (= ((_ extract 31 11) ?x318) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x329) (bvmul (_ bv256 11) ((_ extract 10 0) ?x326)))))))
(let (($x187 (= param!power (_ bv1 32))))
(let (($x339 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x344 (and $x339 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x308 (_ bv0 64))) (_ bv3072 19))) (_ bv64 32)) (bvult ?x326 (_ bv6 32)) $x339 $x339 (bvult ?x329 (_ bv256 32)) (and $x187 (not $x338)) (= (concat (bvadd ?x334 (concat (_ bv0 31) ?x318)) (_ bv0 1)) ?x308))))
(not $x344)))))))))))
(check-sat)
