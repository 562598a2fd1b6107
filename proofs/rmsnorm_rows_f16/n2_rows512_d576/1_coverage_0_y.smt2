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
 (bvule base!idx (_ bv18446744073709551607 64)))
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
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x2476 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2480 ((_ extract 15 0) (bvsub ?x2476 (_ bv0 64)))))
 (let ((?x2484 ((_ zero_extend 16) (bvudiv ?x2480 (_ bv1152 16)))))
 (let ((?x2510 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2484)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2510) (bvule ?x2510 (_ bv511 32))))))))
(assert
 (let ((?x2476 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2497 ((_ extract 15 0) (bvsub ?x2476 (_ bv512 64)))))
 (let ((?x2483 ((_ zero_extend 16) (bvudiv ?x2497 (_ bv1152 16)))))
 (let ((?x2548 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2483)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2548) (bvule ?x2548 (_ bv511 32))))))))
(assert
 (let ((?x2476 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2506 ((_ extract 15 0) (bvsub ?x2476 (_ bv1024 64)))))
 (let ((?x2498 ((_ zero_extend 16) (bvudiv ?x2506 (_ bv1152 16)))))
 (let ((?x2575 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x2498)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2575) (bvule ?x2575 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2476 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2508 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2476 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2490 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2476 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x2519 (and $x228 (not (or (not (= ((_ extract 31 10) ?x2490) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2490)))))))
 (let (($x2517 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2525 (and $x2517 $x2517 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2476 (_ bv0 64))) (_ bv1152 16))) (_ bv2 32)) $x2517 $x2517 (bvult ?x2490 (_ bv256 32)) $x2519 (= (concat (bvadd (concat (_ bv0 31) ?x2490) ?x2508) (_ bv0 1)) ?x2476))))
 (not $x2525)))))))))
(assert
 (let ((?x2476 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2488 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2476 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2543 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2476 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2544 (and (bvule ?x2488 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2488) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2488))))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x2517 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2556 (and $x2517 $x2517 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2476 (_ bv512 64))) (_ bv1152 16))) (_ bv2 32)) $x2517 $x2517 (bvult ?x2488 (_ bv256 32)) (and $x228 (not $x2544)) (= (concat (bvadd ?x2543 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2488))) (_ bv0 1)) ?x2476))))
 (not $x2556)))))))))
(assert
 (let ((?x2476 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2492 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2476 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2571 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2476 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2584 (and (bvule ?x2492 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2492) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2492))))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x2517 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2587 (and $x2517 $x2517 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2476 (_ bv1024 64))) (_ bv1152 16))) (_ bv2 32)) $x2517 $x2517 (bvult ?x2492 (_ bv256 32)) (and $x228 (not $x2584)) (= (concat (bvadd ?x2571 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2492))) (_ bv0 1)) ?x2476))))
(not $x2587)))))))))
(check-sat)
