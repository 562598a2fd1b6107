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
 (let ((?x1066 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv46 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1082 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1066 (_ bv0 64))) (_ bv46 16)) (_ bv8 16)))))
(let ((?x1097 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x1066 (_ bv0 64))) (_ bv46 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x1092 (bvadd (bvmul ?x1097 (_ bv32 32)) (_ bv0 32))))
(let ((?x1084 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1092)) (concat ((_ extract 29 0) ?x1082) (_ bv0 2)))))
(let ((?x1119 (bvmul (_ bv23 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1066 (_ bv0 64))) (_ bv46 16)))))))
(let (($x1102 (= ((_ extract 31 6) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1066 (_ bv0 64))) (_ bv46 16)))) (_ bv0 26))))
(let (($x1113 (bvule (_ bv37 6) ((_ extract 5 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1066 (_ bv0 64))) (_ bv46 16)))))))
(let (($x1100 (or (not (= ((_ extract 31 5) ?x1084) (_ bv0 27))) (bvule (_ bv23 5) (bvadd ((_ extract 9 5) ?x1092) (concat ((_ extract 2 0) ?x1082) (_ bv0 2)))))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x1110 (and $x232 (not $x1100) (not (or $x1113 (not $x1102) (not (= ((_ extract 4 0) ?x1092) (_ bv0 5))))))))
(let (($x1122 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1125 (and $x1122 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1066 (_ bv0 64))) (_ bv46 16))) (_ bv37 32)) (bvult ?x1082 (_ bv6 32)) $x1122 $x1122 (bvult ?x1092 (_ bv128 32)) $x1110 (= (concat (bvadd ?x1119 (concat (_ bv0 31) ?x1084)) (_ bv0 1)) ?x1066))))
(not $x1125)))))))))))))))
(check-sat)
