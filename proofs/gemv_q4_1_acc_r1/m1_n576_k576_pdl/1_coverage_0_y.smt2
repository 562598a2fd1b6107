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
 (let ((?x4509 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4547 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4509 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x4533 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4509 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x4532 (bvadd ?x4533 (_ bv0 32))))
(let ((?x4571 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4532)) ?x4547)))
(let ((?x4567 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x4571)) (_ bv0 1))))
(let (($x4555 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x4532) (_ bv0 5))))))
(let ((?x4557 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4509 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4535 (or (not (= ((_ extract 31 10) ?x4571) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x4532) ?x4557)))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x4550 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4540 (and $x4550 $x4550 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4509 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x4550 $x4550 (bvult ?x4532 (_ bv128 32)) (and $x204 (not $x4535) (not $x4555)) (= ?x4567 ?x4509))))
(not $x4540))))))))))))))
(check-sat)
