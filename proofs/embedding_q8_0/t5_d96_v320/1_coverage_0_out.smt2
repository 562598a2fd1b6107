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
 (let ((?x315 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv192 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x310 ((_ extract 15 0) (bvsub ?x315 (_ bv0 64)))))
 (let ((?x313 ((_ zero_extend 16) (bvudiv ?x310 (_ bv192 16)))))
 (let ((?x357 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x313)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x357) (bvule ?x357 (_ bv319 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv5 64)))
(assert
 (bvult elem0_1 (_ bv96 64)))
(assert
 (let ((?x315 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv192 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x332 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x315 (_ bv0 64))) (_ bv192 16)) (_ bv2 16)))))
(let ((?x333 (bvadd ?x332 (bvmul (_ bv256 32) (_ bv0 32)))))
(let ((?x339 (bvmul (_ bv96 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x315 (_ bv0 64))) (_ bv192 16)))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x347 (and $x206 (not (or (not (= ((_ extract 31 7) ?x333) (_ bv0 25))) (bvule (_ bv96 7) ((_ extract 6 0) ?x332)))))))
(let (($x345 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x329 (and $x345 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x315 (_ bv0 64))) (_ bv192 16))) (_ bv5 32)) $x345 $x345 $x345 (bvult ?x332 (_ bv256 32)) $x347 (= (concat (bvadd ?x339 (concat (_ bv0 31) ?x333)) (_ bv0 1)) ?x315))))
(not $x329))))))))))
(check-sat)
