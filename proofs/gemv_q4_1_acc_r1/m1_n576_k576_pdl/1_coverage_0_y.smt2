; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709344255 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x999 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1037 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x999 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x1023 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x999 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1022 (bvadd ?x1023 (_ bv0 32))))
(let ((?x1061 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1022)) ?x1037)))
(let ((?x1057 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x1061)) (_ bv0 1))))
(let (($x1045 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x1022) (_ bv0 5))))))
(let ((?x1047 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x999 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x1025 (or (not (= ((_ extract 31 10) ?x1061) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x1022) ?x1047)))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x1040 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1030 (and $x1040 $x1040 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x999 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x1040 $x1040 (bvult ?x1022 (_ bv128 32)) (and $x204 (not $x1025) (not $x1045)) (= ?x1057 ?x999))))
(not $x1030))))))))))))))
(check-sat)
