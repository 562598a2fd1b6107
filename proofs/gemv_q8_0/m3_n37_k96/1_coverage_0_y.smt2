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
 (let ((?x2661 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2727 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2661 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2681 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2661 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2685 (bvadd ?x2681 (_ bv0 32))))
 (let ((?x2728 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2685)) ?x2727)))
 (let ((?x2719 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2728))))
 (let ((?x2742 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2707 (= ?x2742 (_ bv0 30))))
 (let ((?x2737 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2661 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2688 (or (not (= ((_ extract 31 6) ?x2728) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2685) ?x2737)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2698 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2736 (and $x2698 $x2698 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2661 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x2698 $x2698 (bvult ?x2685 (_ bv128 32)) (and $x208 (not $x2688) (= ((_ extract 4 0) ?x2685) (_ bv0 5)) $x2707) (= (concat ?x2719 (_ bv0 1)) ?x2661))))
 (not $x2736)))))))))))))))
(assert
 (let ((?x2661 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2680 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2661 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x2695 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2661 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x2682 (bvadd ?x2695 (_ bv0 32))))
 (let ((?x2769 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2682)) ?x2680)))
 (let ((?x2776 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2769))))
 (let ((?x2742 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2707 (= ?x2742 (_ bv0 30))))
 (let ((?x2749 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2661 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x2735 (or (not (= ((_ extract 31 6) ?x2769) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2682) ?x2749)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2698 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2745 (and $x2698 $x2698 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2661 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x2698 $x2698 (bvult ?x2682 (_ bv128 32)) (and $x208 (not $x2735) (= ((_ extract 4 0) ?x2682) (_ bv0 5)) $x2707) (= (concat ?x2776 (_ bv0 1)) ?x2661))))
 (not $x2745)))))))))))))))
(assert
 (let ((?x2661 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2714 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2661 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2705 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2661 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2686 (bvadd ?x2705 (_ bv0 32))))
(let ((?x2797 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2686)) ?x2714)))
(let ((?x2804 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x2797))))
(let ((?x2742 ((_ extract 29 0) (_ bv0 32))))
(let (($x2707 (= ?x2742 (_ bv0 30))))
(let ((?x2763 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2661 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2789 (or (not (= ((_ extract 31 6) ?x2797) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2686) ?x2763)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2698 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2753 (and $x2698 $x2698 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2661 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x2698 $x2698 (bvult ?x2686 (_ bv128 32)) (and $x208 (not $x2789) (= ((_ extract 4 0) ?x2686) (_ bv0 5)) $x2707) (= (concat ?x2804 (_ bv0 1)) ?x2661))))
(not $x2753)))))))))))))))
(check-sat)
