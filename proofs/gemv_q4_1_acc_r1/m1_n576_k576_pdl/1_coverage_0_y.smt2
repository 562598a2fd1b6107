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
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709344255 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1000 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1038 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1000 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x1024 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1000 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1023 (bvadd ?x1024 (_ bv0 32))))
(let ((?x1062 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1023)) ?x1038)))
(let ((?x1058 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x1062)) (_ bv0 1))))
(let (($x1046 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x1023) (_ bv0 5))))))
(let ((?x1048 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1000 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x1026 (or (not (= ((_ extract 31 10) ?x1062) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x1023) ?x1048)))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x1041 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1031 (and $x1041 $x1041 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1000 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x1041 $x1041 (bvult ?x1023 (_ bv128 32)) (and $x204 (not $x1026) (not $x1046)) (= ?x1058 ?x1000))))
(not $x1031))))))))))))))
(check-sat)
