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
 (bvule base!gu (_ bv18446744073709549695 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709550655 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv160 64)))
(assert
 (let ((?x298 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv320 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x314 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x298 (_ bv0 64))) (_ bv320 16)) (_ bv2 16)))))
(let ((?x313 (bvadd ?x314 (bvmul (_ bv256 32) (_ bv0 32)))))
(let ((?x316 (bvmul (_ bv160 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x298 (_ bv0 64))) (_ bv320 16)))))))
(let (($x185 (= param!power (_ bv1 32))))
(let (($x334 (and $x185 (not (or (not (= ((_ extract 31 8) ?x313) (_ bv0 24))) (bvule (_ bv160 8) ((_ extract 7 0) ?x314)))))))
(let (($x325 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x310 (and $x325 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x298 (_ bv0 64))) (_ bv320 16))) (_ bv3 32)) $x325 $x325 $x325 (bvult ?x314 (_ bv256 32)) $x334 (= (concat (bvadd ?x316 (concat (_ bv0 31) ?x313)) (_ bv0 1)) ?x298))))
(not $x310))))))))))
(check-sat)
