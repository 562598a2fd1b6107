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
 (bvule base!x (_ bv18446744073708961791 64)))
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
 (bvule base!y (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv512 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2486 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2523 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2486 (_ bv0 64))) (_ bv1152 21)))))))
 (let ((?x2502 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x2486 (_ bv0 64))) (_ bv1152 21)) (_ bv2 21)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2536 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2502) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2502)))))))
 (let (($x2531 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2518 (and $x2531 $x2531 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2486 (_ bv0 64))) (_ bv1152 21))) (_ bv512 32)) $x2531 $x2531 (bvult ?x2502 (_ bv256 32)) $x2536 (= (concat (bvadd (concat (_ bv0 31) ?x2502) ?x2523) (_ bv0 1)) ?x2486))))
 (not $x2518)))))))))
(assert
 (let ((?x2486 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2507 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x2486 (_ bv512 64))) (_ bv1152 21)) (_ bv2 21)))))
 (let ((?x2545 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2486 (_ bv512 64))) (_ bv1152 21)))))))
 (let (($x2562 (and (bvule ?x2507 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2507) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2507))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2531 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2549 (and $x2531 $x2531 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2486 (_ bv512 64))) (_ bv1152 21))) (_ bv512 32)) $x2531 $x2531 (bvult ?x2507 (_ bv256 32)) (and $x206 (not $x2562)) (= (concat (bvadd ?x2545 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2507))) (_ bv0 1)) ?x2486))))
 (not $x2549)))))))))
(assert
 (let ((?x2486 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2514 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x2486 (_ bv1024 64))) (_ bv1152 21)) (_ bv2 21)))))
(let ((?x2574 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2486 (_ bv1024 64))) (_ bv1152 21)))))))
(let (($x2569 (and (bvule ?x2514 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2514) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2514))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2531 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2583 (and $x2531 $x2531 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2486 (_ bv1024 64))) (_ bv1152 21))) (_ bv512 32)) $x2531 $x2531 (bvult ?x2514 (_ bv256 32)) (and $x206 (not $x2569)) (= (concat (bvadd ?x2574 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2514))) (_ bv0 1)) ?x2486))))
(not $x2583)))))))))
(check-sat)
