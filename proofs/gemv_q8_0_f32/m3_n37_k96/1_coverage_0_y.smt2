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
 (bvule base!y (_ bv18446744073709551171 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv37 64)))
(assert
 (let ((?x2697 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2763 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2697 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
 (let ((?x2717 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2697 (_ bv0 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
 (let ((?x2721 (bvadd ?x2717 (_ bv0 32))))
 (let ((?x2764 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2721)) ?x2763)))
 (let ((?x2751 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2764))))
 (let ((?x2778 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2757 (= ?x2778 (_ bv0 30))))
 (let ((?x2743 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2697 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
 (let (($x2774 (or (not (= ((_ extract 31 6) ?x2764) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2721) ?x2743)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2760 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2768 (and $x2760 $x2760 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2697 (_ bv0 64))) (_ bv16 16))) (_ bv10 32)) $x2760 $x2760 (bvult ?x2721 (_ bv128 32)) (and $x208 (not $x2774) (= ((_ extract 4 0) ?x2721) (_ bv0 5)) $x2757) (= (concat ?x2751 (_ bv0 2)) ?x2697))))
 (not $x2768)))))))))))))))
(assert
 (let ((?x2697 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2758 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2697 (_ bv148 64))) (_ bv16 16)))) (_ bv0 2))))
 (let ((?x2731 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2697 (_ bv148 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
 (let ((?x2718 (bvadd ?x2731 (_ bv0 32))))
 (let ((?x2805 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2718)) ?x2758)))
 (let ((?x2812 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x2805))))
 (let ((?x2778 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2757 (= ?x2778 (_ bv0 30))))
 (let ((?x2808 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2697 (_ bv148 64))) (_ bv16 16)))) (_ bv0 2))))
 (let (($x2819 (or (not (= ((_ extract 31 6) ?x2805) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2718) ?x2808)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2760 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2746 (and $x2760 $x2760 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2697 (_ bv148 64))) (_ bv16 16))) (_ bv10 32)) $x2760 $x2760 (bvult ?x2718 (_ bv128 32)) (and $x208 (not $x2819) (= ((_ extract 4 0) ?x2718) (_ bv0 5)) $x2757) (= (concat ?x2812 (_ bv0 2)) ?x2697))))
 (not $x2746)))))))))))))))
(assert
 (let ((?x2697 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2795 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2697 (_ bv296 64))) (_ bv16 16)))) (_ bv0 2))))
(let ((?x2741 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2697 (_ bv296 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
(let ((?x2722 (bvadd ?x2741 (_ bv0 32))))
(let ((?x2833 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2722)) ?x2795)))
(let ((?x2840 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 30) ?x2833))))
(let ((?x2778 ((_ extract 29 0) (_ bv0 32))))
(let (($x2757 (= ?x2778 (_ bv0 30))))
(let ((?x2844 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2697 (_ bv296 64))) (_ bv16 16)))) (_ bv0 2))))
(let (($x2777 (or (not (= ((_ extract 31 6) ?x2833) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2722) ?x2844)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2760 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2796 (and $x2760 $x2760 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2697 (_ bv296 64))) (_ bv16 16))) (_ bv10 32)) $x2760 $x2760 (bvult ?x2722 (_ bv128 32)) (and $x208 (not $x2777) (= ((_ extract 4 0) ?x2722) (_ bv0 5)) $x2757) (= (concat ?x2840 (_ bv0 2)) ?x2697))))
(not $x2796)))))))))))))))
(check-sat)
