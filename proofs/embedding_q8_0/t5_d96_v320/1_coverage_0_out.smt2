; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!table () (_ BitVec 64))
(declare-fun base!ids () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun mem!ids!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
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
 (let ((?x451 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv192 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x457 ((_ extract 15 0) (bvsub ?x451 (_ bv0 64)))))
 (let ((?x460 ((_ zero_extend 16) (bvudiv ?x457 (_ bv192 16)))))
 (let ((?x491 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x460)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x491) (bvule ?x491 (_ bv319 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv5 64)))
(assert
 (bvult elem0_1 (_ bv96 64)))
(assert
 (let ((?x451 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv192 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x466 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x451 (_ bv0 64))) (_ bv192 16)) (_ bv2 16)))))
(let ((?x467 (bvadd ?x466 (bvmul (_ bv256 32) (_ bv0 32)))))
(let ((?x473 (bvmul (_ bv96 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x451 (_ bv0 64))) (_ bv192 16)))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x481 (and $x206 (not (or (not (= ((_ extract 31 7) ?x467) (_ bv0 25))) (bvule (_ bv96 7) ((_ extract 6 0) ?x466)))))))
(let (($x479 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x463 (and $x479 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x451 (_ bv0 64))) (_ bv192 16))) (_ bv5 32)) $x479 $x479 $x479 (bvult ?x466 (_ bv256 32)) $x481 (= (concat (bvadd ?x473 (concat (_ bv0 31) ?x467)) (_ bv0 1)) ?x451))))
(not $x463))))))))))
(check-sat)
