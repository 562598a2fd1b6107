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
 (let ((?x1067 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv38 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1081 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1067 (_ bv0 64))) (_ bv38 16)) (_ bv8 16)))))
(let ((?x1085 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x1067 (_ bv0 64))) (_ bv38 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x1094 (bvadd (bvmul ?x1085 (_ bv32 32)) (_ bv0 32))))
(let ((?x1112 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1094)) (concat ((_ extract 29 0) ?x1081) (_ bv0 2)))))
(let ((?x1120 (bvmul (_ bv19 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1067 (_ bv0 64))) (_ bv38 16)))))))
(let (($x1095 (= ((_ extract 31 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1067 (_ bv0 64))) (_ bv38 16)))) (_ bv0 30))))
(let (($x1090 (= ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1067 (_ bv0 64))) (_ bv38 16)))) (_ bv3 2))))
(let (($x1101 (or (not (= ((_ extract 31 5) ?x1112) (_ bv0 27))) (bvule (_ bv19 5) (bvadd ((_ extract 9 5) ?x1094) (concat ((_ extract 2 0) ?x1081) (_ bv0 2)))))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x1121 (and $x233 (not $x1101) (not (or $x1090 (not $x1095) (not (= ((_ extract 4 0) ?x1094) (_ bv0 5))))))))
(let (($x1123 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1126 (and $x1123 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1067 (_ bv0 64))) (_ bv38 16))) (_ bv3 32)) (bvult ?x1081 (_ bv5 32)) $x1123 $x1123 (bvult ?x1094 (_ bv128 32)) $x1121 (= (concat (bvadd ?x1120 (concat (_ bv0 31) ?x1112)) (_ bv0 1)) ?x1067))))
(not $x1126)))))))))))))))
(check-sat)
