; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709551359 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550175 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551579 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv18 64)))
(assert
 (let ((?x4717 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv36 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4739 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4717 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x4734 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4717 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x4738 (bvadd ?x4734 (_ bv0 32))))
(let ((?x4762 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4738)) ?x4739)))
(let ((?x4782 (concat (bvadd (bvmul (_ bv18 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x4762)) (_ bv0 1))))
(let (($x4768 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x4738) (_ bv0 5))))))
(let ((?x4771 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4717 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4741 (or (not (= ((_ extract 31 5) ?x4762) (_ bv0 27))) (bvule (_ bv18 5) (bvadd ((_ extract 9 5) ?x4738) ?x4771)))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x4754 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4757 (and $x4754 $x4754 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4717 (_ bv0 64))) (_ bv8 16))) (_ bv5 32)) $x4754 $x4754 (bvult ?x4738 (_ bv128 32)) (and $x229 (not $x4741) (not $x4768)) (= ?x4782 ?x4717))))
(not $x4757))))))))))))))
(check-sat)
