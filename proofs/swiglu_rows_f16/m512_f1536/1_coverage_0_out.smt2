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
 (bvule base!gu (_ bv18446744073706405887 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073707978751 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv512 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x308 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x325 ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x308 (_ bv0 64))) (_ bv3072 22)) (_ bv512 22)))))
(let ((?x329 ((_ zero_extend 10) (bvudiv (bvurem (bvurem ((_ extract 21 0) (bvsub ?x308 (_ bv0 64))) (_ bv3072 22)) (_ bv512 22)) (_ bv2 22)))))
(let ((?x342 (bvadd ?x329 (bvmul (_ bv256 32) ?x325))))
(let ((?x320 (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x308 (_ bv0 64))) (_ bv3072 22)))))))
(let (($x356 (or (not (= ((_ extract 31 11) ?x342) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x329) (bvmul (_ bv256 11) ((_ extract 10 0) ?x325)))))))
(let (($x187 (= param!power (_ bv1 32))))
(let (($x333 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x338 (and $x333 (bvult ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x308 (_ bv0 64))) (_ bv3072 22))) (_ bv512 32)) (bvult ?x325 (_ bv6 32)) $x333 $x333 (bvult ?x329 (_ bv256 32)) (and $x187 (not $x356)) (= (concat (bvadd ?x320 (concat (_ bv0 31) ?x342)) (_ bv0 1)) ?x308))))
(not $x338)))))))))))
(check-sat)
