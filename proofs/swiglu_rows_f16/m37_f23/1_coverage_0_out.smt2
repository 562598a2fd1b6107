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
 (bvule base!gu (_ bv18446744073709548211 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549913 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv37 64)))
(assert
 (bvult elem0_1 (_ bv23 64)))
(assert
 (let ((?x298 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv46 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x315 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x298 (_ bv0 64))) (_ bv46 16)) (_ bv2 16)))))
(let ((?x320 (bvadd ?x315 (bvmul (_ bv256 32) (_ bv0 32)))))
(let ((?x324 (bvmul (_ bv23 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x298 (_ bv0 64))) (_ bv46 16)))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x332 (and $x184 (not (or (not (= ((_ extract 31 5) ?x320) (_ bv0 27))) (bvule (_ bv23 5) ((_ extract 4 0) ?x315)))))))
(let (($x323 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x326 (and $x323 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x298 (_ bv0 64))) (_ bv46 16))) (_ bv37 32)) $x323 $x323 $x323 (bvult ?x315 (_ bv256 32)) $x332 (= (concat (bvadd ?x324 (concat (_ bv0 31) ?x320)) (_ bv0 1)) ?x298))))
(not $x326))))))))))
(check-sat)
