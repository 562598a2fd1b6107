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
 (bvule base!idx (_ bv18446744073709551583 64)))
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
 (bvule base!y (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2470 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2478 ((_ extract 15 0) (bvsub ?x2470 (_ bv0 64)))))
 (let ((?x2480 ((_ zero_extend 16) (bvudiv ?x2478 (_ bv1152 16)))))
 (let ((?x2505 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2480)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2505) (bvule ?x2505 (_ bv511 32))))))))
(assert
 (let ((?x2470 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2496 ((_ extract 15 0) (bvsub ?x2470 (_ bv512 64)))))
 (let ((?x2479 ((_ zero_extend 16) (bvudiv ?x2496 (_ bv1152 16)))))
 (let ((?x2543 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2479)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2543) (bvule ?x2543 (_ bv511 32))))))))
(assert
 (let ((?x2470 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2504 ((_ extract 15 0) (bvsub ?x2470 (_ bv1024 64)))))
 (let ((?x2492 ((_ zero_extend 16) (bvudiv ?x2504 (_ bv1152 16)))))
 (let ((?x2570 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2492)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2570) (bvule ?x2570 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2470 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2500 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2470 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2486 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2470 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2514 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2486) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2486)))))))
 (let (($x2512 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2520 (and $x2512 $x2512 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2470 (_ bv0 64))) (_ bv1152 16))) (_ bv8 32)) $x2512 $x2512 (bvult ?x2486 (_ bv256 32)) $x2514 (= (concat (bvadd (concat (_ bv0 31) ?x2486) ?x2500) (_ bv0 1)) ?x2470))))
 (not $x2520)))))))))
(assert
 (let ((?x2470 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2491 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2470 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2538 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2470 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2539 (and (bvule ?x2491 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2491) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2491))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2512 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2551 (and $x2512 $x2512 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2470 (_ bv512 64))) (_ bv1152 16))) (_ bv8 32)) $x2512 $x2512 (bvult ?x2491 (_ bv256 32)) (and $x229 (not $x2539)) (= (concat (bvadd ?x2538 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2491))) (_ bv0 1)) ?x2470))))
 (not $x2551)))))))))
(assert
 (let ((?x2470 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2499 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2470 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2566 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2470 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2579 (and (bvule ?x2499 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2499) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2499))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2512 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2582 (and $x2512 $x2512 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2470 (_ bv1024 64))) (_ bv1152 16))) (_ bv8 32)) $x2512 $x2512 (bvult ?x2499 (_ bv256 32)) (and $x229 (not $x2579)) (= (concat (bvadd ?x2566 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2499))) (_ bv0 1)) ?x2470))))
(not $x2582)))))))))
(check-sat)
