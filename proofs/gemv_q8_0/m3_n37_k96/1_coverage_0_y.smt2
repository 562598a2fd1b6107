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
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709547841 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551393 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv37 64)))
(assert
 (let ((?x2609 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2675 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2609 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2629 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2609 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2633 (bvadd ?x2629 (_ bv0 32))))
 (let ((?x2676 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2633)) ?x2675)))
 (let ((?x2667 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2676))))
 (let ((?x2690 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2655 (= ?x2690 (_ bv0 30))))
 (let ((?x2685 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2609 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2636 (or (not (= ((_ extract 31 6) ?x2676) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2633) ?x2685)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2646 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2684 (and $x2646 $x2646 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2609 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x2646 $x2646 (bvult ?x2633 (_ bv128 32)) (and $x208 (not $x2636) (= ((_ extract 4 0) ?x2633) (_ bv0 5)) $x2655) (= (concat ?x2667 (_ bv0 1)) ?x2609))))
 (not $x2684)))))))))))))))
(assert
 (let ((?x2609 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2628 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2609 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2643 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2609 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2630 (bvadd ?x2643 (_ bv0 32))))
 (let ((?x2717 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2630)) ?x2628)))
 (let ((?x2724 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2717))))
 (let ((?x2690 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2655 (= ?x2690 (_ bv0 30))))
 (let ((?x2697 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2609 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2683 (or (not (= ((_ extract 31 6) ?x2717) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2630) ?x2697)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2646 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2693 (and $x2646 $x2646 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2609 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x2646 $x2646 (bvult ?x2630 (_ bv128 32)) (and $x208 (not $x2683) (= ((_ extract 4 0) ?x2630) (_ bv0 5)) $x2655) (= (concat ?x2724 (_ bv0 1)) ?x2609))))
 (not $x2693)))))))))))))))
(assert
 (let ((?x2609 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2662 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2609 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2653 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2609 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2634 (bvadd ?x2653 (_ bv0 32))))
(let ((?x2745 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2634)) ?x2662)))
(let ((?x2752 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x2745))))
(let ((?x2690 ((_ extract 29 0) (_ bv0 32))))
(let (($x2655 (= ?x2690 (_ bv0 30))))
(let ((?x2711 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2609 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2737 (or (not (= ((_ extract 31 6) ?x2745) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2634) ?x2711)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2646 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2701 (and $x2646 $x2646 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2609 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x2646 $x2646 (bvult ?x2634 (_ bv128 32)) (and $x208 (not $x2737) (= ((_ extract 4 0) ?x2634) (_ bv0 5)) $x2655) (= (concat ?x2752 (_ bv0 1)) ?x2609))))
(not $x2701)))))))))))))))
(check-sat)
