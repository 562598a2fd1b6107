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
 (bvule base!idx (_ bv18446744073709551599 64)))
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
 (bvule base!y (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2474 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2478 ((_ extract 15 0) (bvsub ?x2474 (_ bv0 64)))))
 (let ((?x2481 ((_ zero_extend 16) (bvudiv ?x2478 (_ bv1152 16)))))
 (let ((?x2508 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2481)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2508) (bvule ?x2508 (_ bv511 32))))))))
(assert
 (let ((?x2474 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2498 ((_ extract 15 0) (bvsub ?x2474 (_ bv512 64)))))
 (let ((?x2490 ((_ zero_extend 16) (bvudiv ?x2498 (_ bv1152 16)))))
 (let ((?x2546 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2490)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2546) (bvule ?x2546 (_ bv511 32))))))))
(assert
 (let ((?x2474 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2503 ((_ extract 15 0) (bvsub ?x2474 (_ bv1024 64)))))
 (let ((?x2497 ((_ zero_extend 16) (bvudiv ?x2503 (_ bv1152 16)))))
 (let ((?x2573 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2497)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2573) (bvule ?x2573 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2474 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2499 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2474 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2488 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2474 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2517 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2488) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2488)))))))
 (let (($x2515 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2523 (and $x2515 $x2515 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2474 (_ bv0 64))) (_ bv1152 16))) (_ bv4 32)) $x2515 $x2515 (bvult ?x2488 (_ bv256 32)) $x2517 (= (concat (bvadd (concat (_ bv0 31) ?x2488) ?x2499) (_ bv0 1)) ?x2474))))
 (not $x2523)))))))))
(assert
 (let ((?x2474 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2484 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2474 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2541 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2474 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2542 (and (bvule ?x2484 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2484) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2484))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2515 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2554 (and $x2515 $x2515 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2474 (_ bv512 64))) (_ bv1152 16))) (_ bv4 32)) $x2515 $x2515 (bvult ?x2484 (_ bv256 32)) (and $x229 (not $x2542)) (= (concat (bvadd ?x2541 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2484))) (_ bv0 1)) ?x2474))))
 (not $x2554)))))))))
(assert
 (let ((?x2474 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2494 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2474 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2569 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2474 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2582 (and (bvule ?x2494 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2494) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2494))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2515 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2585 (and $x2515 $x2515 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2474 (_ bv1024 64))) (_ bv1152 16))) (_ bv4 32)) $x2515 $x2515 (bvult ?x2494 (_ bv256 32)) (and $x229 (not $x2582)) (= (concat (bvadd ?x2569 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2494))) (_ bv0 1)) ?x2474))))
(not $x2585)))))))))
(check-sat)
