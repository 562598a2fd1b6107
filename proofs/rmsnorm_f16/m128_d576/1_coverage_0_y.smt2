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
 (bvule base!x (_ bv18446744073709404159 64)))
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
 (bvule base!y (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv128 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2496 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2526 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2496 (_ bv0 64))) (_ bv1152 19)))))))
 (let ((?x2512 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x2496 (_ bv0 64))) (_ bv1152 19)) (_ bv2 19)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2538 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2512) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2512)))))))
 (let (($x2542 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2547 (and $x2542 $x2542 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2496 (_ bv0 64))) (_ bv1152 19))) (_ bv128 32)) $x2542 $x2542 (bvult ?x2512 (_ bv256 32)) $x2538 (= (concat (bvadd (concat (_ bv0 31) ?x2512) ?x2526) (_ bv0 1)) ?x2496))))
 (not $x2547)))))))))
(assert
 (let ((?x2496 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2517 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x2496 (_ bv512 64))) (_ bv1152 19)) (_ bv2 19)))))
 (let ((?x2556 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2496 (_ bv512 64))) (_ bv1152 19)))))))
 (let (($x2575 (and (bvule ?x2517 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2517) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2517))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2542 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2571 (and $x2542 $x2542 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2496 (_ bv512 64))) (_ bv1152 19))) (_ bv128 32)) $x2542 $x2542 (bvult ?x2517 (_ bv256 32)) (and $x206 (not $x2575)) (= (concat (bvadd ?x2556 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2517))) (_ bv0 1)) ?x2496))))
 (not $x2571)))))))))
(assert
 (let ((?x2496 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2525 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x2496 (_ bv1024 64))) (_ bv1152 19)) (_ bv2 19)))))
(let ((?x2565 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2496 (_ bv1024 64))) (_ bv1152 19)))))))
(let (($x2596 (and (bvule ?x2525 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2525) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2525))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2542 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2591 (and $x2542 $x2542 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2496 (_ bv1024 64))) (_ bv1152 19))) (_ bv128 32)) $x2542 $x2542 (bvult ?x2525 (_ bv256 32)) (and $x206 (not $x2596)) (= (concat (bvadd ?x2565 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2525))) (_ bv0 1)) ?x2496))))
(not $x2591)))))))))
(check-sat)
