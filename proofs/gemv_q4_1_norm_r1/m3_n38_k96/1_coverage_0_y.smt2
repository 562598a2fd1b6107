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
 (let ((?x3064 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3080 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3064 (_ bv0 64))) (_ bv76 16)) (_ bv8 16)))))
(let ((?x3075 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x3064 (_ bv0 64))) (_ bv76 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x3092 (bvadd (bvmul ?x3075 (_ bv32 32)) (_ bv0 32))))
(let ((?x3087 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3092)) (concat ((_ extract 29 0) ?x3080) (_ bv0 2)))))
(let ((?x3116 (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3064 (_ bv0 64))) (_ bv76 16)))))))
(let (($x3105 (= ((_ extract 31 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3064 (_ bv0 64))) (_ bv76 16)))) (_ bv0 30))))
(let (($x3089 (= ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3064 (_ bv0 64))) (_ bv76 16)))) (_ bv3 2))))
(let (($x3103 (or (not (= ((_ extract 31 6) ?x3087) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x3092) (concat ((_ extract 3 0) ?x3080) (_ bv0 2)))))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x3117 (and $x233 (not $x3103) (not (or $x3089 (not $x3105) (not (= ((_ extract 4 0) ?x3092) (_ bv0 5))))))))
(let (($x3119 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3122 (and $x3119 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3064 (_ bv0 64))) (_ bv76 16))) (_ bv3 32)) (bvult ?x3080 (_ bv10 32)) $x3119 $x3119 (bvult ?x3092 (_ bv128 32)) $x3117 (= (concat (bvadd ?x3116 (concat (_ bv0 31) ?x3087)) (_ bv0 1)) ?x3064))))
(not $x3122)))))))))))))))
(check-sat)
