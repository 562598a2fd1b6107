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
 (let ((?x4646 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv38 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4660 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4646 (_ bv0 64))) (_ bv38 16)) (_ bv8 16)))))
(let ((?x4664 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x4646 (_ bv0 64))) (_ bv38 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x4672 (bvadd (bvmul ?x4664 (_ bv32 32)) (_ bv0 32))))
(let ((?x4690 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4672)) (concat ((_ extract 29 0) ?x4660) (_ bv0 2)))))
(let ((?x4698 (bvmul (_ bv19 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4646 (_ bv0 64))) (_ bv38 16)))))))
(let (($x4673 (= ((_ extract 31 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4646 (_ bv0 64))) (_ bv38 16)))) (_ bv0 30))))
(let (($x4668 (= ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4646 (_ bv0 64))) (_ bv38 16)))) (_ bv3 2))))
(let (($x4679 (or (not (= ((_ extract 31 5) ?x4690) (_ bv0 27))) (bvule (_ bv19 5) (bvadd ((_ extract 9 5) ?x4672) (concat ((_ extract 2 0) ?x4660) (_ bv0 2)))))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x4699 (and $x233 (not $x4679) (not (or $x4668 (not $x4673) (not (= ((_ extract 4 0) ?x4672) (_ bv0 5))))))))
(let (($x4701 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4704 (and $x4701 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4646 (_ bv0 64))) (_ bv38 16))) (_ bv3 32)) (bvult ?x4660 (_ bv5 32)) $x4701 $x4701 (bvult ?x4672 (_ bv128 32)) $x4699 (= (concat (bvadd ?x4698 (concat (_ bv0 31) ?x4690)) (_ bv0 1)) ?x4646))))
(not $x4704)))))))))))))))
(check-sat)
