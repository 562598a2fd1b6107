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
 (let ((?x2619 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2625 ((_ extract 15 0) (bvsub ?x2619 (_ bv0 64)))))
 (let ((?x2631 ((_ zero_extend 16) (bvudiv ?x2625 (_ bv8 16)))))
 (let ((?x2643 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2625 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2701 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2643)) (concat ((_ extract 29 0) ?x2631) (_ bv0 2)))))
 (let ((?x2665 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2701))))
 (let ((?x2678 (concat ?x2665 (_ bv0 1))))
 (let ((?x2638 (bvadd ?x2619 (_ bv2 64))))
 (let ((?x2677 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2699 (= ?x2677 (_ bv0 30))))
 (let (($x2696 (or (not (= ((_ extract 31 6) ?x2701) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2643) (concat ((_ extract 3 0) ?x2631) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2698 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2684 (and $x2698 $x2698 (bvult ?x2631 (_ bv10 32)) $x2698 $x2698 (bvult ?x2643 (_ bv128 32)) (and $x208 (not $x2696) (= ((_ extract 4 0) ?x2643) (_ bv0 5)) $x2699) (bvule ?x2678 ?x2619) (bvule ?x2638 (bvadd ?x2678 (_ bv2 64))))))
 (not $x2684))))))))))))))))
(assert
 (let ((?x2619 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2636 ((_ extract 15 0) (bvsub ?x2619 (_ bv74 64)))))
 (let ((?x2626 ((_ zero_extend 16) (bvudiv ?x2636 (_ bv8 16)))))
 (let ((?x2640 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2636 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2732 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2640)) (concat ((_ extract 29 0) ?x2626) (_ bv0 2)))))
 (let ((?x2739 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x2732))))
 (let ((?x2747 (concat ?x2739 (_ bv0 1))))
 (let ((?x2638 (bvadd ?x2619 (_ bv2 64))))
 (let ((?x2677 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2699 (= ?x2677 (_ bv0 30))))
 (let (($x2724 (or (not (= ((_ extract 31 6) ?x2732) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2640) (concat ((_ extract 3 0) ?x2626) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2698 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2742 (and $x2698 $x2698 (bvult ?x2626 (_ bv10 32)) $x2698 $x2698 (bvult ?x2640 (_ bv128 32)) (and $x208 (not $x2724) (= ((_ extract 4 0) ?x2640) (_ bv0 5)) $x2699) (bvule ?x2747 ?x2619) (bvule ?x2638 (bvadd ?x2747 (_ bv2 64))))))
 (not $x2742))))))))))))))))
(assert
 (let ((?x2619 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2629 ((_ extract 15 0) (bvsub ?x2619 (_ bv148 64)))))
(let ((?x2641 ((_ zero_extend 16) (bvudiv ?x2629 (_ bv8 16)))))
(let ((?x2644 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2629 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2762 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2644)) (concat ((_ extract 29 0) ?x2641) (_ bv0 2)))))
(let ((?x2769 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x2762))))
(let ((?x2777 (concat ?x2769 (_ bv0 1))))
(let ((?x2638 (bvadd ?x2619 (_ bv2 64))))
(let ((?x2677 ((_ extract 29 0) (_ bv0 32))))
(let (($x2699 (= ?x2677 (_ bv0 30))))
(let (($x2743 (or (not (= ((_ extract 31 6) ?x2762) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2644) (concat ((_ extract 3 0) ?x2641) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2698 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2668 (and $x2698 $x2698 (bvult ?x2641 (_ bv10 32)) $x2698 $x2698 (bvult ?x2644 (_ bv128 32)) (and $x208 (not $x2743) (= ((_ extract 4 0) ?x2644) (_ bv0 5)) $x2699) (bvule ?x2777 ?x2619) (bvule ?x2638 (bvadd ?x2777 (_ bv2 64))))))
(not $x2668))))))))))))))))
(check-sat)
