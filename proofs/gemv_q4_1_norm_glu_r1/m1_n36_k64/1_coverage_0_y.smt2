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
 (bvule base!x (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709551359 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550175 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551579 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv18 64)))
(assert
 (let ((?x1059 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv36 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1081 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1059 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x1076 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1059 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1080 (bvadd ?x1076 (_ bv0 32))))
(let ((?x1104 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1080)) ?x1081)))
(let ((?x1124 (concat (bvadd (bvmul (_ bv18 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x1104)) (_ bv0 1))))
(let (($x1110 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x1080) (_ bv0 5))))))
(let ((?x1113 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1059 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x1083 (or (not (= ((_ extract 31 5) ?x1104) (_ bv0 27))) (bvule (_ bv18 5) (bvadd ((_ extract 9 5) ?x1080) ?x1113)))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1096 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1099 (and $x1096 $x1096 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1059 (_ bv0 64))) (_ bv8 16))) (_ bv5 32)) $x1096 $x1096 (bvult ?x1080 (_ bv128 32)) (and $x229 (not $x1083) (not $x1110)) (= ?x1124 ?x1059))))
(not $x1099))))))))))))))
(check-sat)
