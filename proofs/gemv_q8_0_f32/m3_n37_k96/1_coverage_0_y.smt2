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
 (let ((?x2703 ((_ extract 15 0) (bvsub ?x2697 (_ bv0 64)))))
 (let ((?x2709 ((_ zero_extend 16) (bvudiv ?x2703 (_ bv16 16)))))
 (let ((?x2721 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2703 (_ bv16 16)) (_ bv4 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2779 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2721)) (concat ((_ extract 29 0) ?x2709) (_ bv0 2)))))
 (let ((?x2757 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2779))))
 (let ((?x2765 (concat ?x2757 (_ bv0 2))))
 (let ((?x2758 (bvadd ?x2697 (_ bv4 64))))
 (let ((?x2751 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2713 (= ?x2751 (_ bv0 30))))
 (let (($x2762 (or (not (= ((_ extract 31 6) ?x2779) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2721) (concat ((_ extract 3 0) ?x2709) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2716 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2728 (and $x2716 $x2716 (bvult ?x2709 (_ bv10 32)) $x2716 $x2716 (bvult ?x2721 (_ bv128 32)) (and $x208 (not $x2762) (= ((_ extract 4 0) ?x2721) (_ bv0 5)) $x2713) (bvule ?x2765 ?x2697) (bvule ?x2758 (bvadd ?x2765 (_ bv4 64))))))
 (not $x2728))))))))))))))))
(assert
 (let ((?x2697 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2714 ((_ extract 15 0) (bvsub ?x2697 (_ bv148 64)))))
 (let ((?x2704 ((_ zero_extend 16) (bvudiv ?x2714 (_ bv16 16)))))
 (let ((?x2718 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2714 (_ bv16 16)) (_ bv4 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2810 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2718)) (concat ((_ extract 29 0) ?x2704) (_ bv0 2)))))
 (let ((?x2817 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x2810))))
 (let ((?x2825 (concat ?x2817 (_ bv0 2))))
 (let ((?x2758 (bvadd ?x2697 (_ bv4 64))))
 (let ((?x2751 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2713 (= ?x2751 (_ bv0 30))))
 (let (($x2790 (or (not (= ((_ extract 31 6) ?x2810) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2718) (concat ((_ extract 3 0) ?x2704) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2716 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2809 (and $x2716 $x2716 (bvult ?x2704 (_ bv10 32)) $x2716 $x2716 (bvult ?x2718 (_ bv128 32)) (and $x208 (not $x2790) (= ((_ extract 4 0) ?x2718) (_ bv0 5)) $x2713) (bvule ?x2825 ?x2697) (bvule ?x2758 (bvadd ?x2825 (_ bv4 64))))))
 (not $x2809))))))))))))))))
(assert
 (let ((?x2697 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2707 ((_ extract 15 0) (bvsub ?x2697 (_ bv296 64)))))
(let ((?x2719 ((_ zero_extend 16) (bvudiv ?x2707 (_ bv16 16)))))
(let ((?x2722 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2707 (_ bv16 16)) (_ bv4 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2840 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2722)) (concat ((_ extract 29 0) ?x2719) (_ bv0 2)))))
(let ((?x2847 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 30) ?x2840))))
(let ((?x2855 (concat ?x2847 (_ bv0 2))))
(let ((?x2758 (bvadd ?x2697 (_ bv4 64))))
(let ((?x2751 ((_ extract 29 0) (_ bv0 32))))
(let (($x2713 (= ?x2751 (_ bv0 30))))
(let (($x2796 (or (not (= ((_ extract 31 6) ?x2840) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2722) (concat ((_ extract 3 0) ?x2719) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2716 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2801 (and $x2716 $x2716 (bvult ?x2719 (_ bv10 32)) $x2716 $x2716 (bvult ?x2722 (_ bv128 32)) (and $x208 (not $x2796) (= ((_ extract 4 0) ?x2722) (_ bv0 5)) $x2713) (bvule ?x2855 ?x2697) (bvule ?x2758 (bvadd ?x2855 (_ bv4 64))))))
(not $x2801))))))))))))))))
(check-sat)
