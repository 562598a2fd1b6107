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
 (bvule base!x (_ bv18446744073709544511 64)))
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
 (bvule base!w (_ bv18446744073709548855 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549913 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv37 64)))
(assert
 (bvult elem0_1 (_ bv23 64)))
(assert
 (let ((?x4645 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv46 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4661 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4645 (_ bv0 64))) (_ bv46 16)) (_ bv8 16)))))
(let ((?x4675 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x4645 (_ bv0 64))) (_ bv46 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x4670 (bvadd (bvmul ?x4675 (_ bv32 32)) (_ bv0 32))))
(let ((?x4665 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4670)) (concat ((_ extract 29 0) ?x4661) (_ bv0 2)))))
(let ((?x4697 (bvmul (_ bv23 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4645 (_ bv0 64))) (_ bv46 16)))))))
(let (($x4680 (= ((_ extract 31 6) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4645 (_ bv0 64))) (_ bv46 16)))) (_ bv0 26))))
(let (($x4691 (bvule (_ bv37 6) ((_ extract 5 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4645 (_ bv0 64))) (_ bv46 16)))))))
(let (($x4678 (or (not (= ((_ extract 31 5) ?x4665) (_ bv0 27))) (bvule (_ bv23 5) (bvadd ((_ extract 9 5) ?x4670) (concat ((_ extract 2 0) ?x4661) (_ bv0 2)))))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x4688 (and $x232 (not $x4678) (not (or $x4691 (not $x4680) (not (= ((_ extract 4 0) ?x4670) (_ bv0 5))))))))
(let (($x4700 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4703 (and $x4700 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4645 (_ bv0 64))) (_ bv46 16))) (_ bv37 32)) (bvult ?x4661 (_ bv6 32)) $x4700 $x4700 (bvult ?x4670 (_ bv128 32)) $x4688 (= (concat (bvadd ?x4697 (concat (_ bv0 31) ?x4665)) (_ bv0 1)) ?x4645))))
(not $x4703)))))))))))))))
(check-sat)
