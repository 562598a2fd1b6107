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
 (let ((?x2701 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2767 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2701 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
 (let ((?x2721 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2701 (_ bv0 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
 (let ((?x2725 (bvadd ?x2721 (_ bv0 32))))
 (let ((?x2768 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2725)) ?x2767)))
 (let ((?x2755 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2768))))
 (let ((?x2782 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2761 (= ?x2782 (_ bv0 30))))
 (let ((?x2747 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2701 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
 (let (($x2778 (or (not (= ((_ extract 31 6) ?x2768) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2725) ?x2747)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2764 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2772 (and $x2764 $x2764 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2701 (_ bv0 64))) (_ bv16 16))) (_ bv10 32)) $x2764 $x2764 (bvult ?x2725 (_ bv128 32)) (and $x208 (not $x2778) (= ((_ extract 4 0) ?x2725) (_ bv0 5)) $x2761) (= (concat ?x2755 (_ bv0 2)) ?x2701))))
 (not $x2772)))))))))))))))
(assert
 (let ((?x2701 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2762 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2701 (_ bv148 64))) (_ bv16 16)))) (_ bv0 2))))
 (let ((?x2735 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2701 (_ bv148 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
 (let ((?x2722 (bvadd ?x2735 (_ bv0 32))))
 (let ((?x2809 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2722)) ?x2762)))
 (let ((?x2816 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x2809))))
 (let ((?x2782 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2761 (= ?x2782 (_ bv0 30))))
 (let ((?x2812 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2701 (_ bv148 64))) (_ bv16 16)))) (_ bv0 2))))
 (let (($x2823 (or (not (= ((_ extract 31 6) ?x2809) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2722) ?x2812)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2764 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2750 (and $x2764 $x2764 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2701 (_ bv148 64))) (_ bv16 16))) (_ bv10 32)) $x2764 $x2764 (bvult ?x2722 (_ bv128 32)) (and $x208 (not $x2823) (= ((_ extract 4 0) ?x2722) (_ bv0 5)) $x2761) (= (concat ?x2816 (_ bv0 2)) ?x2701))))
 (not $x2750)))))))))))))))
(assert
 (let ((?x2701 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2799 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2701 (_ bv296 64))) (_ bv16 16)))) (_ bv0 2))))
(let ((?x2745 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2701 (_ bv296 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
(let ((?x2726 (bvadd ?x2745 (_ bv0 32))))
(let ((?x2837 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2726)) ?x2799)))
(let ((?x2844 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 30) ?x2837))))
(let ((?x2782 ((_ extract 29 0) (_ bv0 32))))
(let (($x2761 (= ?x2782 (_ bv0 30))))
(let ((?x2848 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2701 (_ bv296 64))) (_ bv16 16)))) (_ bv0 2))))
(let (($x2781 (or (not (= ((_ extract 31 6) ?x2837) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2726) ?x2848)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2764 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2800 (and $x2764 $x2764 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2701 (_ bv296 64))) (_ bv16 16))) (_ bv10 32)) $x2764 $x2764 (bvult ?x2726 (_ bv128 32)) (and $x208 (not $x2781) (= ((_ extract 4 0) ?x2726) (_ bv0 5)) $x2761) (= (concat ?x2844 (_ bv0 2)) ?x2701))))
(not $x2800)))))))))))))))
(check-sat)
