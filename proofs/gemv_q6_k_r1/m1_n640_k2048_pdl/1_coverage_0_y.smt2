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
 (bvule base!x (_ bv18446744073709547519 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708476415 64)))
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
 (let ((?x1086 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1031 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1086 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x1043 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1086 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x989 (bvadd ?x1043 (_ bv0 32))))
(let ((?x1033 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x989)) ?x1031)))
(let ((?x965 (concat (bvadd (bvmul (_ bv640 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x1033)) (_ bv0 1))))
(let (($x1060 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x989) (_ bv0 5))))))
(let ((?x1000 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1086 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x1046 (or (not (= ((_ extract 31 10) ?x1033) (_ bv0 22))) (bvule (_ bv640 10) (bvadd ((_ extract 14 5) ?x989) ?x1000)))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1103 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1061 (and $x1103 $x1103 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1086 (_ bv0 64))) (_ bv8 16))) (_ bv160 32)) $x1103 $x1103 (bvult ?x989 (_ bv128 32)) (and $x206 (not $x1046) (not $x1060)) (= ?x965 ?x1086))))
(not $x1061))))))))))))))
(check-sat)
