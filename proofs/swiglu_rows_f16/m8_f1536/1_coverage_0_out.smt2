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
 (bvule base!gu (_ bv18446744073709502463 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x486 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x504 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x486 (_ bv0 64))) (_ bv3072 16)) (_ bv512 16)))))
(let ((?x507 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x486 (_ bv0 64))) (_ bv3072 16)) (_ bv512 16)) (_ bv2 16)))))
(let ((?x520 (bvadd ?x507 (bvmul (_ bv256 32) ?x504))))
(let ((?x495 (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x486 (_ bv0 64))) (_ bv3072 16)))))))
(let (($x513 (or (not (= ((_ extract 31 11) ?x520) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x507) (bvmul (_ bv256 11) ((_ extract 10 0) ?x504)))))))
(let (($x187 (= param!power (_ bv1 32))))
(let (($x528 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x510 (and $x528 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x486 (_ bv0 64))) (_ bv3072 16))) (_ bv8 32)) (bvult ?x504 (_ bv6 32)) $x528 $x528 (bvult ?x507 (_ bv256 32)) (and $x187 (not $x513)) (= (concat (bvadd ?x495 (concat (_ bv0 31) ?x520)) (_ bv0 1)) ?x486))))
(not $x510)))))))))))
(check-sat)
