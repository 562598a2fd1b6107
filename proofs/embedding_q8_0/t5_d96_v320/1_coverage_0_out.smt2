; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!table () (_ BitVec 64))
(declare-fun base!ids () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!table (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!table (_ bv18446744073709518975 64)))
(assert
 (and (distinct base!table (_ bv0 64)) true))
(assert
 (= (bvand base!ids (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ids (_ bv18446744073709551595 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709550655 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv5 64)))
(assert
 (bvult elem0_1 (_ bv96 64)))
(assert
 (let ((?x316 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv192 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x340 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x316 (_ bv0 64))) (_ bv192 16)) (_ bv2 16)))))
(let ((?x341 (bvadd ?x340 (bvmul (_ bv256 32) (_ bv0 32)))))
(let ((?x347 (bvmul (_ bv96 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x316 (_ bv0 64))) (_ bv192 16)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x355 (and $x207 (not (or (not (= ((_ extract 31 7) ?x341) (_ bv0 25))) (bvule (_ bv96 7) ((_ extract 6 0) ?x340)))))))
(let (($x353 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x337 (and $x353 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x316 (_ bv0 64))) (_ bv192 16))) (_ bv5 32)) $x353 $x353 $x353 (bvult ?x340 (_ bv256 32)) $x355 (= (concat (bvadd ?x347 (concat (_ bv0 31) ?x341)) (_ bv0 1)) ?x316))))
(not $x337))))))))))
(check-sat)
