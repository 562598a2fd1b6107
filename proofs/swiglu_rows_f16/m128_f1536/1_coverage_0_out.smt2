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
 (bvule base!gu (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709158399 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv128 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x598 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x595 ((_ extract 19 0) (bvsub ?x598 (_ bv0 64)))))
(let ((?x217 (bvurem ?x595 (_ bv3072 20))))
(let ((?x202 ((_ zero_extend 12) (bvudiv ?x217 (_ bv512 20)))))
(let ((?x590 ((_ zero_extend 12) (bvudiv (bvurem ?x217 (_ bv512 20)) (_ bv2 20)))))
(let ((?x587 (bvadd ?x590 (bvmul (_ bv256 32) ?x202))))
(let ((?x579 (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ?x595 (_ bv3072 20))))) (concat (_ bv0 31) ?x587))))
(let ((?x574 (concat ?x579 (_ bv0 1))))
(let (($x559 (or (not (= ((_ extract 31 11) ?x587) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x590) (bvmul (_ bv256 11) ((_ extract 10 0) ?x202)))))))
(let (($x187 (= param!power (_ bv1 32))))
(let (($x551 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x183 (and $x551 (bvult ((_ zero_extend 12) (bvudiv ?x595 (_ bv3072 20))) (_ bv128 32)) (bvult ?x202 (_ bv6 32)) $x551 $x551 (bvult ?x590 (_ bv256 32)) (and $x187 (not $x559)) (bvule ?x574 ?x598) (bvule (bvadd ?x598 (_ bv2 64)) (bvadd ?x574 (_ bv2 64))))))
(not $x183))))))))))))))
(check-sat)
