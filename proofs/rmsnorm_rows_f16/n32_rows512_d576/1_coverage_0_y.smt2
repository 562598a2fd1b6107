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
 (bvule base!idx (_ bv18446744073709551487 64)))
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
 (bvule base!y (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2461 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2469 ((_ extract 16 0) (bvsub ?x2461 (_ bv0 64)))))
 (let ((?x2471 ((_ zero_extend 15) (bvudiv ?x2469 (_ bv1152 17)))))
 (let ((?x2496 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2471)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2496) (bvule ?x2496 (_ bv511 32))))))))
(assert
 (let ((?x2461 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2487 ((_ extract 16 0) (bvsub ?x2461 (_ bv512 64)))))
 (let ((?x2470 ((_ zero_extend 15) (bvudiv ?x2487 (_ bv1152 17)))))
 (let ((?x2547 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2470)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2547) (bvule ?x2547 (_ bv511 32))))))))
(assert
 (let ((?x2461 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2495 ((_ extract 16 0) (bvsub ?x2461 (_ bv1024 64)))))
 (let ((?x2483 ((_ zero_extend 15) (bvudiv ?x2495 (_ bv1152 17)))))
 (let ((?x2564 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2483)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2564) (bvule ?x2564 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2461 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2485 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2461 (_ bv0 64))) (_ bv1152 17)))))))
 (let ((?x2477 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2461 (_ bv0 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2498 (and $x229 (not (or (not (= ((_ extract 31 10) ?x2477) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2477)))))))
 (let (($x2507 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2505 (and $x2507 $x2507 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2461 (_ bv0 64))) (_ bv1152 17))) (_ bv32 32)) $x2507 $x2507 (bvult ?x2477 (_ bv256 32)) $x2498 (= (concat (bvadd (concat (_ bv0 31) ?x2477) ?x2485) (_ bv0 1)) ?x2461))))
 (not $x2505)))))))))
(assert
 (let ((?x2461 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2482 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2461 (_ bv512 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let ((?x2525 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2461 (_ bv512 64))) (_ bv1152 17)))))))
 (let (($x2527 (and (bvule ?x2482 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2482) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2482))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x2507 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2543 (and $x2507 $x2507 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2461 (_ bv512 64))) (_ bv1152 17))) (_ bv32 32)) $x2507 $x2507 (bvult ?x2482 (_ bv256 32)) (and $x229 (not $x2527)) (= (concat (bvadd ?x2525 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2482))) (_ bv0 1)) ?x2461))))
 (not $x2543)))))))))
(assert
 (let ((?x2461 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2490 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2461 (_ bv1024 64))) (_ bv1152 17)) (_ bv2 17)))))
(let ((?x2557 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2461 (_ bv1024 64))) (_ bv1152 17)))))))
(let (($x2570 (and (bvule ?x2490 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2490) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2490))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2507 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2539 (and $x2507 $x2507 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2461 (_ bv1024 64))) (_ bv1152 17))) (_ bv32 32)) $x2507 $x2507 (bvult ?x2490 (_ bv256 32)) (and $x229 (not $x2570)) (= (concat (bvadd ?x2557 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2490))) (_ bv0 1)) ?x2461))))
(not $x2539)))))))))
(check-sat)
