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
 (let ((?x4300 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv38 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4314 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4300 (_ bv0 64))) (_ bv38 16)) (_ bv8 16)))))
(let ((?x4318 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x4300 (_ bv0 64))) (_ bv38 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x4326 (bvadd (bvmul ?x4318 (_ bv32 32)) (_ bv0 32))))
(let ((?x4344 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4326)) (concat ((_ extract 29 0) ?x4314) (_ bv0 2)))))
(let ((?x4352 (bvmul (_ bv19 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4300 (_ bv0 64))) (_ bv38 16)))))))
(let (($x4327 (= ((_ extract 31 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4300 (_ bv0 64))) (_ bv38 16)))) (_ bv0 30))))
(let (($x4322 (= ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4300 (_ bv0 64))) (_ bv38 16)))) (_ bv3 2))))
(let (($x4333 (or (not (= ((_ extract 31 5) ?x4344) (_ bv0 27))) (bvule (_ bv19 5) (bvadd ((_ extract 9 5) ?x4326) (concat ((_ extract 2 0) ?x4314) (_ bv0 2)))))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x4353 (and $x233 (not $x4333) (not (or $x4322 (not $x4327) (not (= ((_ extract 4 0) ?x4326) (_ bv0 5))))))))
(let (($x4355 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4358 (and $x4355 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4300 (_ bv0 64))) (_ bv38 16))) (_ bv3 32)) (bvult ?x4314 (_ bv5 32)) $x4355 $x4355 (bvult ?x4326 (_ bv128 32)) $x4353 (= (concat (bvadd ?x4352 (concat (_ bv0 31) ?x4344)) (_ bv0 1)) ?x4300))))
(not $x4358)))))))))))))))
(check-sat)
