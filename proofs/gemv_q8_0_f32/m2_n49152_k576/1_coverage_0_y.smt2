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
 (bvule base!x (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709158399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv49152 64)))
(assert
 (let ((?x2573 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2623 (concat ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2573 (_ bv0 64))) (_ bv16 20)))) (_ bv0 2))))
 (let ((?x2596 (bvmul ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x2573 (_ bv0 64))) (_ bv16 20)) (_ bv4 20))) (_ bv32 32))))
 (let ((?x2579 (bvadd ?x2596 (_ bv0 32))))
 (let ((?x2641 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2579)) ?x2623)))
 (let ((?x2608 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2641))))
 (let ((?x2582 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2637 (= ?x2582 (_ bv0 30))))
 (let ((?x2624 (concat ((_ extract 13 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2573 (_ bv0 64))) (_ bv16 20)))) (_ bv0 2))))
 (let (($x2617 (or (not (= ((_ extract 31 16) ?x2641) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x2579) ?x2624)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2632 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2620 (and $x2632 $x2632 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2573 (_ bv0 64))) (_ bv16 20))) (_ bv12288 32)) $x2632 $x2632 (bvult ?x2579 (_ bv128 32)) (and $x208 (not $x2617) (= ((_ extract 4 0) ?x2579) (_ bv0 5)) $x2637) (= (concat ?x2608 (_ bv0 2)) ?x2573))))
 (not $x2620)))))))))))))))
(assert
 (let ((?x2573 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2622 (concat ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2573 (_ bv196608 64))) (_ bv16 20)))) (_ bv0 2))))
(let ((?x2606 (bvmul ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x2573 (_ bv196608 64))) (_ bv16 20)) (_ bv4 20))) (_ bv32 32))))
(let ((?x2603 (bvadd ?x2606 (_ bv0 32))))
(let ((?x2674 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2603)) ?x2622)))
(let ((?x2663 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x2674))))
(let ((?x2582 ((_ extract 29 0) (_ bv0 32))))
(let (($x2637 (= ?x2582 (_ bv0 30))))
(let ((?x2678 (concat ((_ extract 13 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2573 (_ bv196608 64))) (_ bv16 20)))) (_ bv0 2))))
(let (($x2599 (or (not (= ((_ extract 31 16) ?x2674) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x2603) ?x2678)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2632 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2667 (and $x2632 $x2632 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2573 (_ bv196608 64))) (_ bv16 20))) (_ bv12288 32)) $x2632 $x2632 (bvult ?x2603 (_ bv128 32)) (and $x208 (not $x2599) (= ((_ extract 4 0) ?x2603) (_ bv0 5)) $x2637) (= (concat ?x2663 (_ bv0 2)) ?x2573))))
(not $x2667)))))))))))))))
(check-sat)
