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
 (let ((?x486 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x492 ((_ extract 21 0) (bvsub ?x486 (_ bv0 64)))))
(let ((?x491 (bvurem ?x492 (_ bv3072 22))))
(let ((?x503 ((_ zero_extend 10) (bvudiv ?x491 (_ bv512 22)))))
(let ((?x507 ((_ zero_extend 10) (bvudiv (bvurem ?x491 (_ bv512 22)) (_ bv2 22)))))
(let ((?x498 (bvadd ?x507 (bvmul (_ bv256 32) ?x503))))
(let ((?x521 (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 10) (bvudiv ?x492 (_ bv3072 22))))) (concat (_ bv0 31) ?x498))))
(let ((?x523 (concat ?x521 (_ bv0 1))))
(let (($x530 (or (not (= ((_ extract 31 11) ?x498) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x507) (bvmul (_ bv256 11) ((_ extract 10 0) ?x503)))))))
(let (($x187 (= param!power (_ bv1 32))))
(let (($x531 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x518 (and $x531 (bvult ((_ zero_extend 10) (bvudiv ?x492 (_ bv3072 22))) (_ bv512 32)) (bvult ?x503 (_ bv6 32)) $x531 $x531 (bvult ?x507 (_ bv256 32)) (and $x187 (not $x530)) (bvule ?x523 ?x486) (bvule (bvadd ?x486 (_ bv2 64)) (bvadd ?x523 (_ bv2 64))))))
(not $x518))))))))))))))
(check-sat)
