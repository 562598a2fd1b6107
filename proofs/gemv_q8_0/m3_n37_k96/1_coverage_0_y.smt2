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
 (let ((?x2667 ((_ extract 15 0) (bvsub ?x2661 (_ bv0 64)))))
 (let ((?x2673 ((_ zero_extend 16) (bvudiv ?x2667 (_ bv8 16)))))
 (let ((?x2685 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2667 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2743 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2685)) (concat ((_ extract 29 0) ?x2673) (_ bv0 2)))))
 (let ((?x2707 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2743))))
 (let ((?x2720 (concat ?x2707 (_ bv0 1))))
 (let ((?x2680 (bvadd ?x2661 (_ bv2 64))))
 (let ((?x2719 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2741 (= ?x2719 (_ bv0 30))))
 (let (($x2738 (or (not (= ((_ extract 31 6) ?x2743) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2685) (concat ((_ extract 3 0) ?x2673) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2740 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2726 (and $x2740 $x2740 (bvult ?x2673 (_ bv10 32)) $x2740 $x2740 (bvult ?x2685 (_ bv128 32)) (and $x208 (not $x2738) (= ((_ extract 4 0) ?x2685) (_ bv0 5)) $x2741) (bvule ?x2720 ?x2661) (bvule ?x2680 (bvadd ?x2720 (_ bv2 64))))))
 (not $x2726))))))))))))))))
(assert
 (let ((?x2661 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2678 ((_ extract 15 0) (bvsub ?x2661 (_ bv74 64)))))
 (let ((?x2668 ((_ zero_extend 16) (bvudiv ?x2678 (_ bv8 16)))))
 (let ((?x2682 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2678 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2774 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2682)) (concat ((_ extract 29 0) ?x2668) (_ bv0 2)))))
 (let ((?x2781 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2774))))
 (let ((?x2789 (concat ?x2781 (_ bv0 1))))
 (let ((?x2680 (bvadd ?x2661 (_ bv2 64))))
 (let ((?x2719 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2741 (= ?x2719 (_ bv0 30))))
 (let (($x2766 (or (not (= ((_ extract 31 6) ?x2774) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2682) (concat ((_ extract 3 0) ?x2668) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2740 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2784 (and $x2740 $x2740 (bvult ?x2668 (_ bv10 32)) $x2740 $x2740 (bvult ?x2682 (_ bv128 32)) (and $x208 (not $x2766) (= ((_ extract 4 0) ?x2682) (_ bv0 5)) $x2741) (bvule ?x2789 ?x2661) (bvule ?x2680 (bvadd ?x2789 (_ bv2 64))))))
 (not $x2784))))))))))))))))
(assert
 (let ((?x2661 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2671 ((_ extract 15 0) (bvsub ?x2661 (_ bv148 64)))))
(let ((?x2683 ((_ zero_extend 16) (bvudiv ?x2671 (_ bv8 16)))))
(let ((?x2686 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2671 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2804 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2686)) (concat ((_ extract 29 0) ?x2683) (_ bv0 2)))))
(let ((?x2811 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x2804))))
(let ((?x2819 (concat ?x2811 (_ bv0 1))))
(let ((?x2680 (bvadd ?x2661 (_ bv2 64))))
(let ((?x2719 ((_ extract 29 0) (_ bv0 32))))
(let (($x2741 (= ?x2719 (_ bv0 30))))
(let (($x2785 (or (not (= ((_ extract 31 6) ?x2804) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2686) (concat ((_ extract 3 0) ?x2683) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2740 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2710 (and $x2740 $x2740 (bvult ?x2683 (_ bv10 32)) $x2740 $x2740 (bvult ?x2686 (_ bv128 32)) (and $x208 (not $x2785) (= ((_ extract 4 0) ?x2686) (_ bv0 5)) $x2741) (bvule ?x2819 ?x2661) (bvule ?x2680 (bvadd ?x2819 (_ bv2 64))))))
(not $x2710))))))))))))))))
(check-sat)
