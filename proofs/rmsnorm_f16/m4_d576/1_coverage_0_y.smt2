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
 (bvule base!x (_ bv18446744073709547007 64)))
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
 (bvule base!y (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2516 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2546 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2516 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2530 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2516 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2559 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2530) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2530)))))))
 (let (($x2557 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2565 (and $x2557 $x2557 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2516 (_ bv0 64))) (_ bv1152 16))) (_ bv4 32)) $x2557 $x2557 (bvult ?x2530 (_ bv256 32)) $x2559 (= (concat (bvadd (concat (_ bv0 31) ?x2530) ?x2546) (_ bv0 1)) ?x2516))))
 (not $x2565)))))))))
(assert
 (let ((?x2516 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2527 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2516 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2576 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2516 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2577 (and (bvule ?x2527 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2527) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2527))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2557 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2589 (and $x2557 $x2557 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2516 (_ bv512 64))) (_ bv1152 16))) (_ bv4 32)) $x2557 $x2557 (bvult ?x2527 (_ bv256 32)) (and $x206 (not $x2577)) (= (concat (bvadd ?x2576 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2527))) (_ bv0 1)) ?x2516))))
 (not $x2589)))))))))
(assert
 (let ((?x2516 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2532 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2516 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2586 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2516 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2610 (and (bvule ?x2532 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2532) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2532))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2557 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2613 (and $x2557 $x2557 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2516 (_ bv1024 64))) (_ bv1152 16))) (_ bv4 32)) $x2557 $x2557 (bvult ?x2532 (_ bv256 32)) (and $x206 (not $x2610)) (= (concat (bvadd ?x2586 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2532))) (_ bv0 1)) ?x2516))))
(not $x2613)))))))))
(check-sat)
