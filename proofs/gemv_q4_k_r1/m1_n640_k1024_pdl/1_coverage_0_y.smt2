; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709182975 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x1079 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1118 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1079 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x1094 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1079 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1099 (bvadd ?x1094 (_ bv0 32))))
(let ((?x1141 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1099)) ?x1118)))
(let ((?x1091 (concat (bvadd (bvmul (_ bv640 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x1141)) (_ bv0 1))))
(let (($x1121 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x1099) (_ bv0 5))))))
(let ((?x1095 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1079 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x1106 (or (not (= ((_ extract 31 10) ?x1141) (_ bv0 22))) (bvule (_ bv640 10) (bvadd ((_ extract 14 5) ?x1099) ?x1095)))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1129 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1131 (and $x1129 $x1129 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1079 (_ bv0 64))) (_ bv8 16))) (_ bv160 32)) $x1129 $x1129 (bvult ?x1099 (_ bv128 32)) (and $x206 (not $x1106) (not $x1121)) (= ?x1091 ?x1079))))
(not $x1131))))))))))))))
(check-sat)
