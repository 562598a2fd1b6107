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
 (bvule base!x (_ bv18446744073709514751 64)))
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
 (bvule base!y (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2502 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2526 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2502 (_ bv0 64))) (_ bv1152 17)))))))
 (let ((?x2518 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2502 (_ bv0 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2539 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2518) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2518)))))))
 (let (($x2548 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2546 (and $x2548 $x2548 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2502 (_ bv0 64))) (_ bv1152 17))) (_ bv32 32)) $x2548 $x2548 (bvult ?x2518 (_ bv256 32)) $x2539 (= (concat (bvadd (concat (_ bv0 31) ?x2518) ?x2526) (_ bv0 1)) ?x2502))))
 (not $x2546)))))))))
(assert
 (let ((?x2502 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2523 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2502 (_ bv512 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let ((?x2559 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2502 (_ bv512 64))) (_ bv1152 17)))))))
 (let (($x2561 (and (bvule ?x2523 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2523) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2523))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2548 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2577 (and $x2548 $x2548 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2502 (_ bv512 64))) (_ bv1152 17))) (_ bv32 32)) $x2548 $x2548 (bvult ?x2523 (_ bv256 32)) (and $x206 (not $x2561)) (= (concat (bvadd ?x2559 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2523))) (_ bv0 1)) ?x2502))))
 (not $x2577)))))))))
(assert
 (let ((?x2502 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2531 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2502 (_ bv1024 64))) (_ bv1152 17)) (_ bv2 17)))))
(let ((?x2582 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2502 (_ bv1024 64))) (_ bv1152 17)))))))
(let (($x2597 (and (bvule ?x2531 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2531) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2531))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2548 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2547 (and $x2548 $x2548 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2502 (_ bv1024 64))) (_ bv1152 17))) (_ bv32 32)) $x2548 $x2548 (bvult ?x2531 (_ bv256 32)) (and $x206 (not $x2597)) (= (concat (bvadd ?x2582 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2531))) (_ bv0 1)) ?x2502))))
(not $x2547)))))))))
(check-sat)
