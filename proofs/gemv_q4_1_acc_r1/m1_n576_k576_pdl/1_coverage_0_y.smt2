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
 (let ((?x4455 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4493 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4455 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x4479 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4455 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x4478 (bvadd ?x4479 (_ bv0 32))))
(let ((?x4517 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4478)) ?x4493)))
(let ((?x4513 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x4517)) (_ bv0 1))))
(let (($x4501 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x4478) (_ bv0 5))))))
(let ((?x4503 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4455 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4481 (or (not (= ((_ extract 31 10) ?x4517) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x4478) ?x4503)))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x4496 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4486 (and $x4496 $x4496 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4455 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x4496 $x4496 (bvult ?x4478 (_ bv128 32)) (and $x204 (not $x4481) (not $x4501)) (= ?x4513 ?x4455))))
(not $x4486))))))))))))))
(check-sat)
