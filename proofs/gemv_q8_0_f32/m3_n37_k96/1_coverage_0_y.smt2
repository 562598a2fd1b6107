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
 (let ((?x2655 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2661 ((_ extract 15 0) (bvsub ?x2655 (_ bv0 64)))))
 (let ((?x2667 ((_ zero_extend 16) (bvudiv ?x2661 (_ bv16 16)))))
 (let ((?x2679 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2661 (_ bv16 16)) (_ bv4 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2737 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2679)) (concat ((_ extract 29 0) ?x2667) (_ bv0 2)))))
 (let ((?x2715 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2737))))
 (let ((?x2723 (concat ?x2715 (_ bv0 2))))
 (let ((?x2716 (bvadd ?x2655 (_ bv4 64))))
 (let ((?x2709 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2671 (= ?x2709 (_ bv0 30))))
 (let (($x2720 (or (not (= ((_ extract 31 6) ?x2737) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2679) (concat ((_ extract 3 0) ?x2667) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2674 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2686 (and $x2674 $x2674 (bvult ?x2667 (_ bv10 32)) $x2674 $x2674 (bvult ?x2679 (_ bv128 32)) (and $x208 (not $x2720) (= ((_ extract 4 0) ?x2679) (_ bv0 5)) $x2671) (bvule ?x2723 ?x2655) (bvule ?x2716 (bvadd ?x2723 (_ bv4 64))))))
 (not $x2686))))))))))))))))
(assert
 (let ((?x2655 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2672 ((_ extract 15 0) (bvsub ?x2655 (_ bv148 64)))))
 (let ((?x2662 ((_ zero_extend 16) (bvudiv ?x2672 (_ bv16 16)))))
 (let ((?x2676 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2672 (_ bv16 16)) (_ bv4 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2768 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2676)) (concat ((_ extract 29 0) ?x2662) (_ bv0 2)))))
 (let ((?x2775 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x2768))))
 (let ((?x2783 (concat ?x2775 (_ bv0 2))))
 (let ((?x2716 (bvadd ?x2655 (_ bv4 64))))
 (let ((?x2709 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2671 (= ?x2709 (_ bv0 30))))
 (let (($x2748 (or (not (= ((_ extract 31 6) ?x2768) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2676) (concat ((_ extract 3 0) ?x2662) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2674 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2767 (and $x2674 $x2674 (bvult ?x2662 (_ bv10 32)) $x2674 $x2674 (bvult ?x2676 (_ bv128 32)) (and $x208 (not $x2748) (= ((_ extract 4 0) ?x2676) (_ bv0 5)) $x2671) (bvule ?x2783 ?x2655) (bvule ?x2716 (bvadd ?x2783 (_ bv4 64))))))
 (not $x2767))))))))))))))))
(assert
 (let ((?x2655 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2665 ((_ extract 15 0) (bvsub ?x2655 (_ bv296 64)))))
(let ((?x2677 ((_ zero_extend 16) (bvudiv ?x2665 (_ bv16 16)))))
(let ((?x2680 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2665 (_ bv16 16)) (_ bv4 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2798 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2680)) (concat ((_ extract 29 0) ?x2677) (_ bv0 2)))))
(let ((?x2805 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 30) ?x2798))))
(let ((?x2813 (concat ?x2805 (_ bv0 2))))
(let ((?x2716 (bvadd ?x2655 (_ bv4 64))))
(let ((?x2709 ((_ extract 29 0) (_ bv0 32))))
(let (($x2671 (= ?x2709 (_ bv0 30))))
(let (($x2754 (or (not (= ((_ extract 31 6) ?x2798) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2680) (concat ((_ extract 3 0) ?x2677) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2674 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2759 (and $x2674 $x2674 (bvult ?x2677 (_ bv10 32)) $x2674 $x2674 (bvult ?x2680 (_ bv128 32)) (and $x208 (not $x2754) (= ((_ extract 4 0) ?x2680) (_ bv0 5)) $x2671) (bvule ?x2813 ?x2655) (bvule ?x2716 (bvadd ?x2813 (_ bv4 64))))))
(not $x2759))))))))))))))))
(check-sat)
