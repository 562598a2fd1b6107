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
 (let ((?x597 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x594 ((_ extract 18 0) (bvsub ?x597 (_ bv0 64)))))
(let ((?x216 (bvurem ?x594 (_ bv3072 19))))
(let ((?x202 ((_ zero_extend 13) (bvudiv ?x216 (_ bv512 19)))))
(let ((?x590 ((_ zero_extend 13) (bvudiv (bvurem ?x216 (_ bv512 19)) (_ bv2 19)))))
(let ((?x581 (bvadd ?x590 (bvmul (_ bv256 32) ?x202))))
(let ((?x573 (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ?x594 (_ bv3072 19))))) (concat (_ bv0 31) ?x581))))
(let ((?x574 (concat ?x573 (_ bv0 1))))
(let (($x553 (or (not (= ((_ extract 31 11) ?x581) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x590) (bvmul (_ bv256 11) ((_ extract 10 0) ?x202)))))))
(let (($x187 (= param!power (_ bv1 32))))
(let (($x411 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x364 (and $x411 (bvult ((_ zero_extend 13) (bvudiv ?x594 (_ bv3072 19))) (_ bv64 32)) (bvult ?x202 (_ bv6 32)) $x411 $x411 (bvult ?x590 (_ bv256 32)) (and $x187 (not $x553)) (bvule ?x574 ?x597) (bvule (bvadd ?x597 (_ bv2 64)) (bvadd ?x574 (_ bv2 64))))))
(not $x364))))))))))))))
(check-sat)
