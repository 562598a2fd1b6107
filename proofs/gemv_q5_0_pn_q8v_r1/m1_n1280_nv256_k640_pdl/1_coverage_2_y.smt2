; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x_in () (_ BitVec 64))
(declare-fun base!o () (_ BitVec 64))
(declare-fun base!pw () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
(declare-fun base!x_out () (_ BitVec 64))
(declare-fun base!xn () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun base!wv () (_ BitVec 64))
(declare-fun base!yv () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem2_0 () (_ BitVec 64))
(declare-fun elem2_1 () (_ BitVec 64))
(assert
 (= (bvand base!x_in (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x_in (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!x_in (_ bv0 64)) true))
(assert
 (= (bvand base!o (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!o (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!o (_ bv0 64)) true))
(assert
 (= (bvand base!pw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!pw (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!pw (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!x_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x_out (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!x_out (_ bv0 64)) true))
(assert
 (= (bvand base!xn (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!xn (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!xn (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708988415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (bvand base!wv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!wv (_ bv18446744073709377535 64)))
(assert
 (and (distinct base!wv (_ bv0 64)) true))
(assert
 (= (bvand base!yv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!yv (_ bv18446744073709551103 64)))
(assert
 (and (distinct base!yv (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem2_0 (_ bv1 64)))
(assert
 (bvult elem2_1 (_ bv1280 64)))
(assert
 (let ((?x4021 (bvadd (bvadd (_ bv0 64) (bvmul elem2_0 (_ bv2560 64))) (bvmul elem2_1 (_ bv2 64)))))
(let ((?x4025 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4021 (_ bv0 64))) (_ bv16 16)))) (_ bv0 3))))
(let ((?x4027 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4021 (_ bv0 64))) (_ bv16 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x4010 (bvadd ?x4027 (_ bv0 32))))
(let ((?x4061 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4010)) ?x4025)))
(let ((?x4012 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4021 (_ bv0 64))) (_ bv16 16)))))
(let ((?x4028 ((_ extract 7 0) ?x4012)))
(let (($x4067 (or (not (= ((_ extract 31 8) ?x4012) (_ bv0 24))) (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) ?x4010) (concat ?x4028 (_ bv0 3)))) (not (= ((_ extract 31 11) ?x4061) (_ bv0 21))) (bvule (_ bv160 8) ?x4028))))
(let (($x356 (= param!power (_ bv1 32))))
(let (($x3861 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4040 (and $x3861 $x3861 (bvult ?x4012 (_ bv192 32)) $x3861 $x3861 (bvult ?x4010 (_ bv256 32)) (and $x356 (not $x4067) (= ((_ extract 4 0) ?x4010) (_ bv0 5))) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x4061)) ?x4021))))
(not $x4040)))))))))))))
(check-sat)
