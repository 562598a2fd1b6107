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
 (bvule base!x (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
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
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2498 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2522 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2498 (_ bv0 64))) (_ bv1152 18)))))))
 (let ((?x2514 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x2498 (_ bv0 64))) (_ bv1152 18)) (_ bv2 18)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2547 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2514) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2514)))))))
 (let (($x2528 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2550 (and $x2528 $x2528 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2498 (_ bv0 64))) (_ bv1152 18))) (_ bv64 32)) $x2528 $x2528 (bvult ?x2514 (_ bv256 32)) $x2547 (= (concat (bvadd (concat (_ bv0 31) ?x2514) ?x2522) (_ bv0 1)) ?x2498))))
 (not $x2550)))))))))
(assert
 (let ((?x2498 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2519 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x2498 (_ bv512 64))) (_ bv1152 18)) (_ bv2 18)))))
 (let ((?x2558 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2498 (_ bv512 64))) (_ bv1152 18)))))))
 (let (($x2560 (and (bvule ?x2519 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2519) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2519))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2528 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2566 (and $x2528 $x2528 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2498 (_ bv512 64))) (_ bv1152 18))) (_ bv64 32)) $x2528 $x2528 (bvult ?x2519 (_ bv256 32)) (and $x206 (not $x2560)) (= (concat (bvadd ?x2558 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2519))) (_ bv0 1)) ?x2498))))
 (not $x2566)))))))))
(assert
 (let ((?x2498 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2527 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x2498 (_ bv1024 64))) (_ bv1152 18)) (_ bv2 18)))))
(let ((?x2583 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2498 (_ bv1024 64))) (_ bv1152 18)))))))
(let (($x2553 (and (bvule ?x2527 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2527) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2527))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2528 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2593 (and $x2528 $x2528 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x2498 (_ bv1024 64))) (_ bv1152 18))) (_ bv64 32)) $x2528 $x2528 (bvult ?x2527 (_ bv256 32)) (and $x206 (not $x2553)) (= (concat (bvadd ?x2583 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2527))) (_ bv0 1)) ?x2498))))
(not $x2593)))))))))
(check-sat)
