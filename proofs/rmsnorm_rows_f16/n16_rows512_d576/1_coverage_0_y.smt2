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
 (bvule base!idx (_ bv18446744073709551551 64)))
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
 (bvule base!y (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2465 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2473 ((_ extract 15 0) (bvsub ?x2465 (_ bv0 64)))))
 (let ((?x2475 ((_ zero_extend 16) (bvudiv ?x2473 (_ bv1152 16)))))
 (let ((?x2500 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2475)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2500) (bvule ?x2500 (_ bv511 32))))))))
(assert
 (let ((?x2465 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2491 ((_ extract 15 0) (bvsub ?x2465 (_ bv512 64)))))
 (let ((?x2474 ((_ zero_extend 16) (bvudiv ?x2491 (_ bv1152 16)))))
 (let ((?x2538 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2474)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2538) (bvule ?x2538 (_ bv511 32))))))))
(assert
 (let ((?x2465 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2499 ((_ extract 15 0) (bvsub ?x2465 (_ bv1024 64)))))
 (let ((?x2487 ((_ zero_extend 16) (bvudiv ?x2499 (_ bv1152 16)))))
 (let ((?x2565 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2487)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2565) (bvule ?x2565 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2465 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2495 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2465 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2481 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2465 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2509 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2481) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2481)))))))
 (let (($x2507 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2515 (and $x2507 $x2507 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2465 (_ bv0 64))) (_ bv1152 16))) (_ bv16 32)) $x2507 $x2507 (bvult ?x2481 (_ bv256 32)) $x2509 (= (concat (bvadd (concat (_ bv0 31) ?x2481) ?x2495) (_ bv0 1)) ?x2465))))
 (not $x2515)))))))))
(assert
 (let ((?x2465 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2486 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2465 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2533 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2465 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2534 (and (bvule ?x2486 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2486) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2486))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2507 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2546 (and $x2507 $x2507 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2465 (_ bv512 64))) (_ bv1152 16))) (_ bv16 32)) $x2507 $x2507 (bvult ?x2486 (_ bv256 32)) (and $x229 (not $x2534)) (= (concat (bvadd ?x2533 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2486))) (_ bv0 1)) ?x2465))))
 (not $x2546)))))))))
(assert
 (let ((?x2465 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2494 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2465 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2561 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2465 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2574 (and (bvule ?x2494 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2494) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2494))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2507 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2577 (and $x2507 $x2507 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2465 (_ bv1024 64))) (_ bv1152 16))) (_ bv16 32)) $x2507 $x2507 (bvult ?x2494 (_ bv256 32)) (and $x229 (not $x2574)) (= (concat (bvadd ?x2561 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2494))) (_ bv0 1)) ?x2465))))
(not $x2577)))))))))
(check-sat)
