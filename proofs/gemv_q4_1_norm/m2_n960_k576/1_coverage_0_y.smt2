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
 (bvule base!x (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709547775 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x8045 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x8095 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x8045 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x8067 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x8045 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x8054 (bvadd ?x8067 (_ bv0 32))))
 (let ((?x8114 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x8054)) ?x8095)))
 (let ((?x8090 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x8114))))
 (let ((?x8085 ((_ extract 29 0) (_ bv0 32))))
 (let (($x8110 (= ?x8085 (_ bv0 30))))
 (let ((?x8091 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x8045 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x8103 (or (not (= ((_ extract 31 10) ?x8114) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x8054) ?x8091)))))
 (let (($x227 (= param!power (_ bv1 32))))
 (let (($x8096 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x8098 (and $x8096 $x8096 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x8045 (_ bv0 64))) (_ bv8 16))) (_ bv240 32)) $x8096 $x8096 (bvult ?x8054 (_ bv128 32)) (and $x227 (not $x8103) (= ((_ extract 4 0) ?x8054) (_ bv0 5)) $x8110) (= (concat ?x8090 (_ bv0 1)) ?x8045))))
 (not $x8098)))))))))))))))
(assert
 (let ((?x8045 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x8072 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x8045 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x8077 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x8045 (_ bv1920 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x8074 (bvadd ?x8077 (_ bv0 32))))
(let ((?x8146 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x8074)) ?x8072)))
(let ((?x8126 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x8146))))
(let ((?x8085 ((_ extract 29 0) (_ bv0 32))))
(let (($x8110 (= ?x8085 (_ bv0 30))))
(let ((?x8076 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x8045 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x8129 (or (not (= ((_ extract 31 10) ?x8146) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x8074) ?x8076)))))
(let (($x227 (= param!power (_ bv1 32))))
(let (($x8096 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x8120 (and $x8096 $x8096 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x8045 (_ bv1920 64))) (_ bv8 16))) (_ bv240 32)) $x8096 $x8096 (bvult ?x8074 (_ bv128 32)) (and $x227 (not $x8129) (= ((_ extract 4 0) ?x8074) (_ bv0 5)) $x8110) (= (concat ?x8126 (_ bv0 1)) ?x8045))))
(not $x8120)))))))))))))))
(check-sat)
