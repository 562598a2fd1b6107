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
 (bvule base!x (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073707749375 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709547519 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv2048 64)))
(assert
 (let ((?x1357 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4096 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1325 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1357 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x1439 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1357 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1413 (bvadd ?x1439 (_ bv0 32))))
(let ((?x1458 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1413)) ?x1325)))
(let ((?x1384 (concat (bvadd (bvmul (_ bv2048 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x1458)) (_ bv0 1))))
(let (($x1411 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x1413) (_ bv0 5))))))
(let ((?x1454 (concat ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1357 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x1376 (or (not (= ((_ extract 31 12) ?x1458) (_ bv0 20))) (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) ?x1413) ?x1454)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1456 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1448 (and $x1456 $x1456 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1357 (_ bv0 64))) (_ bv8 16))) (_ bv512 32)) $x1456 $x1456 (bvult ?x1413 (_ bv128 32)) (and $x207 (not $x1376) (not $x1411)) (= ?x1384 ?x1357))))
(not $x1448))))))))))))))
(check-sat)
