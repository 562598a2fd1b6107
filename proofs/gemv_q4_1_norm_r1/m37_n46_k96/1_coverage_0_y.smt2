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
 (bvule base!y (_ bv18446744073709548211 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv37 64)))
(assert
 (bvult elem0_1 (_ bv46 64)))
(assert
 (let ((?x3192 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv92 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3208 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3192 (_ bv0 64))) (_ bv92 16)) (_ bv8 16)))))
(let ((?x3223 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x3192 (_ bv0 64))) (_ bv92 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x3218 (bvadd (bvmul ?x3223 (_ bv32 32)) (_ bv0 32))))
(let ((?x3237 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3218)) (concat ((_ extract 29 0) ?x3208) (_ bv0 2)))))
(let ((?x3245 (bvmul (_ bv46 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3192 (_ bv0 64))) (_ bv92 16)))))))
(let (($x3239 (= ((_ extract 31 6) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3192 (_ bv0 64))) (_ bv92 16)))) (_ bv0 26))))
(let (($x3214 (bvule (_ bv37 6) ((_ extract 5 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3192 (_ bv0 64))) (_ bv92 16)))))))
(let (($x3226 (or (not (= ((_ extract 31 6) ?x3237) (_ bv0 26))) (bvule (_ bv46 6) (bvadd ((_ extract 10 5) ?x3218) (concat ((_ extract 3 0) ?x3208) (_ bv0 2)))))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x3234 (and $x232 (not $x3226) (not (or $x3214 (not $x3239) (not (= ((_ extract 4 0) ?x3218) (_ bv0 5))))))))
(let (($x3248 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3251 (and $x3248 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3192 (_ bv0 64))) (_ bv92 16))) (_ bv37 32)) (bvult ?x3208 (_ bv12 32)) $x3248 $x3248 (bvult ?x3218 (_ bv128 32)) $x3234 (= (concat (bvadd ?x3245 (concat (_ bv0 31) ?x3237)) (_ bv0 1)) ?x3192))))
(not $x3251)))))))))))))))
(check-sat)
