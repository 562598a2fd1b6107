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
 (bvule base!gu (_ bv18446744073707978751 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv256 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x304 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x321 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x304 (_ bv0 64))) (_ bv3072 21)) (_ bv512 21)))))
(let ((?x324 ((_ zero_extend 11) (bvudiv (bvurem (bvurem ((_ extract 20 0) (bvsub ?x304 (_ bv0 64))) (_ bv3072 21)) (_ bv512 21)) (_ bv2 21)))))
(let ((?x320 (bvadd ?x324 (bvmul (_ bv256 32) ?x321))))
(let ((?x332 (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x304 (_ bv0 64))) (_ bv3072 21)))))))
(let (($x343 (or (not (= ((_ extract 31 11) ?x320) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x324) (bvmul (_ bv256 11) ((_ extract 10 0) ?x321)))))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x338 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x352 (and $x338 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x304 (_ bv0 64))) (_ bv3072 21))) (_ bv256 32)) (bvult ?x321 (_ bv6 32)) $x338 $x338 (bvult ?x324 (_ bv256 32)) (and $x183 (not $x343)) (= (concat (bvadd ?x332 (concat (_ bv0 31) ?x320)) (_ bv0 1)) ?x304))))
(not $x352)))))))))))
(check-sat)
