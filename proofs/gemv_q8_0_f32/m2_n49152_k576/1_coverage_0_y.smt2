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
 (let ((?x2569 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2619 (concat ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2569 (_ bv0 64))) (_ bv16 20)))) (_ bv0 2))))
 (let ((?x2592 (bvmul ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x2569 (_ bv0 64))) (_ bv16 20)) (_ bv4 20))) (_ bv32 32))))
 (let ((?x2575 (bvadd ?x2592 (_ bv0 32))))
 (let ((?x2637 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2575)) ?x2619)))
 (let ((?x2604 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2637))))
 (let ((?x2578 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2633 (= ?x2578 (_ bv0 30))))
 (let ((?x2620 (concat ((_ extract 13 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2569 (_ bv0 64))) (_ bv16 20)))) (_ bv0 2))))
 (let (($x2613 (or (not (= ((_ extract 31 16) ?x2637) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x2575) ?x2620)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2628 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2616 (and $x2628 $x2628 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2569 (_ bv0 64))) (_ bv16 20))) (_ bv12288 32)) $x2628 $x2628 (bvult ?x2575 (_ bv128 32)) (and $x208 (not $x2613) (= ((_ extract 4 0) ?x2575) (_ bv0 5)) $x2633) (= (concat ?x2604 (_ bv0 2)) ?x2569))))
 (not $x2616)))))))))))))))
(assert
 (let ((?x2569 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2618 (concat ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2569 (_ bv196608 64))) (_ bv16 20)))) (_ bv0 2))))
(let ((?x2602 (bvmul ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x2569 (_ bv196608 64))) (_ bv16 20)) (_ bv4 20))) (_ bv32 32))))
(let ((?x2599 (bvadd ?x2602 (_ bv0 32))))
(let ((?x2670 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2599)) ?x2618)))
(let ((?x2659 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x2670))))
(let ((?x2578 ((_ extract 29 0) (_ bv0 32))))
(let (($x2633 (= ?x2578 (_ bv0 30))))
(let ((?x2674 (concat ((_ extract 13 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2569 (_ bv196608 64))) (_ bv16 20)))) (_ bv0 2))))
(let (($x2595 (or (not (= ((_ extract 31 16) ?x2670) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x2599) ?x2674)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2628 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2663 (and $x2628 $x2628 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2569 (_ bv196608 64))) (_ bv16 20))) (_ bv12288 32)) $x2628 $x2628 (bvult ?x2599 (_ bv128 32)) (and $x208 (not $x2595) (= ((_ extract 4 0) ?x2599) (_ bv0 5)) $x2633) (= (concat ?x2659 (_ bv0 2)) ?x2569))))
(not $x2663)))))))))))))))
(check-sat)
