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
 (let ((?x4300 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv46 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4316 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4300 (_ bv0 64))) (_ bv46 16)) (_ bv8 16)))))
(let ((?x4330 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x4300 (_ bv0 64))) (_ bv46 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x4325 (bvadd (bvmul ?x4330 (_ bv32 32)) (_ bv0 32))))
(let ((?x4311 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4325)) (concat ((_ extract 29 0) ?x4316) (_ bv0 2)))))
(let ((?x4352 (bvmul (_ bv23 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4300 (_ bv0 64))) (_ bv46 16)))))))
(let (($x4350 (= ((_ extract 31 6) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4300 (_ bv0 64))) (_ bv46 16)))) (_ bv0 26))))
(let (($x4320 (bvule (_ bv37 6) ((_ extract 5 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4300 (_ bv0 64))) (_ bv46 16)))))))
(let (($x4323 (or (not (= ((_ extract 31 5) ?x4311) (_ bv0 27))) (bvule (_ bv23 5) (bvadd ((_ extract 9 5) ?x4325) (concat ((_ extract 2 0) ?x4316) (_ bv0 2)))))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x4353 (and $x232 (not $x4323) (not (or $x4320 (not $x4350) (not (= ((_ extract 4 0) ?x4325) (_ bv0 5))))))))
(let (($x4355 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4358 (and $x4355 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4300 (_ bv0 64))) (_ bv46 16))) (_ bv37 32)) (bvult ?x4316 (_ bv6 32)) $x4355 $x4355 (bvult ?x4325 (_ bv128 32)) $x4353 (= (concat (bvadd ?x4352 (concat (_ bv0 31) ?x4311)) (_ bv0 1)) ?x4300))))
(not $x4358)))))))))))))))
(check-sat)
