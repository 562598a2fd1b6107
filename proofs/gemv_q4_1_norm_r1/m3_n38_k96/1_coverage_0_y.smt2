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
 (bvule base!y (_ bv18446744073709551387 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv38 64)))
(assert
 (let ((?x3301 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3317 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3301 (_ bv0 64))) (_ bv76 16)) (_ bv8 16)))))
(let ((?x3312 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x3301 (_ bv0 64))) (_ bv76 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x3324 (bvadd (bvmul ?x3312 (_ bv32 32)) (_ bv0 32))))
(let ((?x3328 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3324)) (concat ((_ extract 29 0) ?x3317) (_ bv0 2)))))
(let ((?x3353 (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3301 (_ bv0 64))) (_ bv76 16)))))))
(let (($x3342 (= ((_ extract 31 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3301 (_ bv0 64))) (_ bv76 16)))) (_ bv0 30))))
(let (($x3326 (= ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3301 (_ bv0 64))) (_ bv76 16)))) (_ bv3 2))))
(let (($x3340 (or (not (= ((_ extract 31 6) ?x3328) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x3324) (concat ((_ extract 3 0) ?x3317) (_ bv0 2)))))))
(let (($x234 (= param!power (_ bv1 32))))
(let (($x3354 (and $x234 (not $x3340) (not (or $x3326 (not $x3342) (not (= ((_ extract 4 0) ?x3324) (_ bv0 5))))))))
(let (($x3356 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3359 (and $x3356 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3301 (_ bv0 64))) (_ bv76 16))) (_ bv3 32)) (bvult ?x3317 (_ bv10 32)) $x3356 $x3356 (bvult ?x3324 (_ bv128 32)) $x3354 (= (concat (bvadd ?x3353 (concat (_ bv0 31) ?x3328)) (_ bv0 1)) ?x3301))))
(not $x3359)))))))))))))))
(check-sat)
