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
 (let ((?x1062 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv38 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1076 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1062 (_ bv0 64))) (_ bv38 16)) (_ bv8 16)))))
(let ((?x1080 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x1062 (_ bv0 64))) (_ bv38 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x1089 (bvadd (bvmul ?x1080 (_ bv32 32)) (_ bv0 32))))
(let ((?x1107 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1089)) (concat ((_ extract 29 0) ?x1076) (_ bv0 2)))))
(let ((?x1115 (bvmul (_ bv19 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1062 (_ bv0 64))) (_ bv38 16)))))))
(let (($x1090 (= ((_ extract 31 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1062 (_ bv0 64))) (_ bv38 16)))) (_ bv0 30))))
(let (($x1085 (= ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1062 (_ bv0 64))) (_ bv38 16)))) (_ bv3 2))))
(let (($x1096 (or (not (= ((_ extract 31 5) ?x1107) (_ bv0 27))) (bvule (_ bv19 5) (bvadd ((_ extract 9 5) ?x1089) (concat ((_ extract 2 0) ?x1076) (_ bv0 2)))))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x1116 (and $x233 (not $x1096) (not (or $x1085 (not $x1090) (not (= ((_ extract 4 0) ?x1089) (_ bv0 5))))))))
(let (($x1118 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1121 (and $x1118 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1062 (_ bv0 64))) (_ bv38 16))) (_ bv3 32)) (bvult ?x1076 (_ bv5 32)) $x1118 $x1118 (bvult ?x1089 (_ bv128 32)) $x1116 (= (concat (bvadd ?x1115 (concat (_ bv0 31) ?x1107)) (_ bv0 1)) ?x1062))))
(not $x1121)))))))))))))))
(check-sat)
