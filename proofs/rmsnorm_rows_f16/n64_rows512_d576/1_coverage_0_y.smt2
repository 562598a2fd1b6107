; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551359 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2455 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2463 ((_ extract 17 0) (bvsub ?x2455 (_ bv0 64)))))
 (let ((?x2465 ((_ zero_extend 14) (bvudiv ?x2463 (_ bv1152 18)))))
 (let ((?x2494 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2465)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2494) (bvule ?x2494 (_ bv511 32))))))))
(assert
 (let ((?x2455 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2481 ((_ extract 17 0) (bvsub ?x2455 (_ bv512 64)))))
 (let ((?x2464 ((_ zero_extend 14) (bvudiv ?x2481 (_ bv1152 18)))))
 (let ((?x2513 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2464)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2513) (bvule ?x2513 (_ bv511 32))))))))
(assert
 (let ((?x2455 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2489 ((_ extract 17 0) (bvsub ?x2455 (_ bv1024 64)))))
 (let ((?x2477 ((_ zero_extend 14) (bvudiv ?x2489 (_ bv1152 18)))))
 (let ((?x2568 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2477)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2568) (bvule ?x2568 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2455 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2479 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2455 (_ bv0 64))) (_ bv1152 18)))))))
 (let ((?x2471 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x2455 (_ bv0 64))) (_ bv1152 18)) (_ bv2 18)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2504 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2471) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2471)))))))
 (let (($x2485 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2507 (and $x2485 $x2485 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2455 (_ bv0 64))) (_ bv1152 18))) (_ bv64 32)) $x2485 $x2485 (bvult ?x2471 (_ bv256 32)) $x2504 (= (concat (bvadd (concat (_ bv0 31) ?x2471) ?x2479) (_ bv0 1)) ?x2455))))
 (not $x2507)))))))))
(assert
 (let ((?x2455 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2476 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x2455 (_ bv512 64))) (_ bv1152 18)) (_ bv2 18)))))
 (let ((?x2522 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2455 (_ bv512 64))) (_ bv1152 18)))))))
 (let (($x2524 (and (bvule ?x2476 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2476) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2476))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2485 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2530 (and $x2485 $x2485 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2455 (_ bv512 64))) (_ bv1152 18))) (_ bv64 32)) $x2485 $x2485 (bvult ?x2476 (_ bv256 32)) (and $x229 (not $x2524)) (= (concat (bvadd ?x2522 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2476))) (_ bv0 1)) ?x2455))))
 (not $x2530)))))))))
(assert
 (let ((?x2455 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2484 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x2455 (_ bv1024 64))) (_ bv1152 18)) (_ bv2 18)))))
(let ((?x2554 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2455 (_ bv1024 64))) (_ bv1152 18)))))))
(let (($x2546 (and (bvule ?x2484 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2484) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2484))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2485 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2564 (and $x2485 $x2485 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2455 (_ bv1024 64))) (_ bv1152 18))) (_ bv64 32)) $x2485 $x2485 (bvult ?x2484 (_ bv256 32)) (and $x229 (not $x2546)) (= (concat (bvadd ?x2554 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2484))) (_ bv0 1)) ?x2455))))
(not $x2564)))))))))
(check-sat)
