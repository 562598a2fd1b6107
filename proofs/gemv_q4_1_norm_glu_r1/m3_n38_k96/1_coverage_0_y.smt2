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
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709551231 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549335 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551501 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv19 64)))
(assert
 (let ((?x4720 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv38 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4734 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4720 (_ bv0 64))) (_ bv38 16)) (_ bv8 16)))))
(let ((?x4738 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x4720 (_ bv0 64))) (_ bv38 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x4747 (bvadd (bvmul ?x4738 (_ bv32 32)) (_ bv0 32))))
(let ((?x4765 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4747)) (concat ((_ extract 29 0) ?x4734) (_ bv0 2)))))
(let ((?x4773 (bvmul (_ bv19 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4720 (_ bv0 64))) (_ bv38 16)))))))
(let (($x4748 (= ((_ extract 31 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4720 (_ bv0 64))) (_ bv38 16)))) (_ bv0 30))))
(let (($x4743 (= ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4720 (_ bv0 64))) (_ bv38 16)))) (_ bv3 2))))
(let (($x4754 (or (not (= ((_ extract 31 5) ?x4765) (_ bv0 27))) (bvule (_ bv19 5) (bvadd ((_ extract 9 5) ?x4747) (concat ((_ extract 2 0) ?x4734) (_ bv0 2)))))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x4774 (and $x233 (not $x4754) (not (or $x4743 (not $x4748) (not (= ((_ extract 4 0) ?x4747) (_ bv0 5))))))))
(let (($x4776 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4779 (and $x4776 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4720 (_ bv0 64))) (_ bv38 16))) (_ bv3 32)) (bvult ?x4734 (_ bv5 32)) $x4776 $x4776 (bvult ?x4747 (_ bv128 32)) $x4774 (= (concat (bvadd ?x4773 (concat (_ bv0 31) ?x4765)) (_ bv0 1)) ?x4720))))
(not $x4779)))))))))))))))
(check-sat)
