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
 (let ((?x2665 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2731 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2665 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2685 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2665 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2689 (bvadd ?x2685 (_ bv0 32))))
 (let ((?x2732 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2689)) ?x2731)))
 (let ((?x2723 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2732))))
 (let ((?x2746 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2711 (= ?x2746 (_ bv0 30))))
 (let ((?x2741 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2665 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2692 (or (not (= ((_ extract 31 6) ?x2732) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2689) ?x2741)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2702 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2740 (and $x2702 $x2702 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2665 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x2702 $x2702 (bvult ?x2689 (_ bv128 32)) (and $x208 (not $x2692) (= ((_ extract 4 0) ?x2689) (_ bv0 5)) $x2711) (= (concat ?x2723 (_ bv0 1)) ?x2665))))
 (not $x2740)))))))))))))))
(assert
 (let ((?x2665 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2684 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2665 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2699 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2665 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2686 (bvadd ?x2699 (_ bv0 32))))
 (let ((?x2773 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2686)) ?x2684)))
 (let ((?x2780 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2773))))
 (let ((?x2746 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2711 (= ?x2746 (_ bv0 30))))
 (let ((?x2753 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2665 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2739 (or (not (= ((_ extract 31 6) ?x2773) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2686) ?x2753)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2702 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2749 (and $x2702 $x2702 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2665 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x2702 $x2702 (bvult ?x2686 (_ bv128 32)) (and $x208 (not $x2739) (= ((_ extract 4 0) ?x2686) (_ bv0 5)) $x2711) (= (concat ?x2780 (_ bv0 1)) ?x2665))))
 (not $x2749)))))))))))))))
(assert
 (let ((?x2665 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2718 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2665 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2709 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2665 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2690 (bvadd ?x2709 (_ bv0 32))))
(let ((?x2801 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2690)) ?x2718)))
(let ((?x2808 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x2801))))
(let ((?x2746 ((_ extract 29 0) (_ bv0 32))))
(let (($x2711 (= ?x2746 (_ bv0 30))))
(let ((?x2767 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2665 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2793 (or (not (= ((_ extract 31 6) ?x2801) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2690) ?x2767)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2702 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2757 (and $x2702 $x2702 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2665 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x2702 $x2702 (bvult ?x2690 (_ bv128 32)) (and $x208 (not $x2793) (= ((_ extract 4 0) ?x2690) (_ bv0 5)) $x2711) (= (concat ?x2808 (_ bv0 1)) ?x2665))))
(not $x2757)))))))))))))))
(check-sat)
