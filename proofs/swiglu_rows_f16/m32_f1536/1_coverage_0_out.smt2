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
 (bvule base!gu (_ bv18446744073709355007 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709453311 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x597 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x594 ((_ extract 17 0) (bvsub ?x597 (_ bv0 64)))))
(let ((?x216 (bvurem ?x594 (_ bv3072 18))))
(let ((?x202 ((_ zero_extend 14) (bvudiv ?x216 (_ bv512 18)))))
(let ((?x589 ((_ zero_extend 14) (bvudiv (bvurem ?x216 (_ bv512 18)) (_ bv2 18)))))
(let ((?x586 (bvadd ?x589 (bvmul (_ bv256 32) ?x202))))
(let ((?x578 (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ?x594 (_ bv3072 18))))) (concat (_ bv0 31) ?x586))))
(let ((?x573 (concat ?x578 (_ bv0 1))))
(let (($x558 (or (not (= ((_ extract 31 11) ?x586) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x589) (bvmul (_ bv256 11) ((_ extract 10 0) ?x202)))))))
(let (($x187 (= param!power (_ bv1 32))))
(let (($x550 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x186 (and $x550 (bvult ((_ zero_extend 14) (bvudiv ?x594 (_ bv3072 18))) (_ bv32 32)) (bvult ?x202 (_ bv6 32)) $x550 $x550 (bvult ?x589 (_ bv256 32)) (and $x187 (not $x558)) (bvule ?x573 ?x597) (bvule (bvadd ?x597 (_ bv2 64)) (bvadd ?x573 (_ bv2 64))))))
(not $x186))))))))))))))
(check-sat)
