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
 (let ((?x476 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv46 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x493 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x476 (_ bv0 64))) (_ bv46 16)) (_ bv2 16)))))
(let ((?x498 (bvadd ?x493 (bvmul (_ bv256 32) (_ bv0 32)))))
(let ((?x502 (bvmul (_ bv23 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x476 (_ bv0 64))) (_ bv46 16)))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x510 (and $x184 (not (or (not (= ((_ extract 31 5) ?x498) (_ bv0 27))) (bvule (_ bv23 5) ((_ extract 4 0) ?x493)))))))
(let (($x501 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x504 (and $x501 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x476 (_ bv0 64))) (_ bv46 16))) (_ bv37 32)) $x501 $x501 $x501 (bvult ?x493 (_ bv256 32)) $x510 (= (concat (bvadd ?x502 (concat (_ bv0 31) ?x498)) (_ bv0 1)) ?x476))))
(not $x504))))))))))
(check-sat)
