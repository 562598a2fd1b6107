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
 (let ((?x2645 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2711 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2645 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
 (let ((?x2665 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2645 (_ bv0 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
 (let ((?x2669 (bvadd ?x2665 (_ bv0 32))))
 (let ((?x2712 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2669)) ?x2711)))
 (let ((?x2699 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2712))))
 (let ((?x2726 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2705 (= ?x2726 (_ bv0 30))))
 (let ((?x2691 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2645 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
 (let (($x2722 (or (not (= ((_ extract 31 6) ?x2712) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2669) ?x2691)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2708 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2716 (and $x2708 $x2708 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2645 (_ bv0 64))) (_ bv16 16))) (_ bv10 32)) $x2708 $x2708 (bvult ?x2669 (_ bv128 32)) (and $x208 (not $x2722) (= ((_ extract 4 0) ?x2669) (_ bv0 5)) $x2705) (= (concat ?x2699 (_ bv0 2)) ?x2645))))
 (not $x2716)))))))))))))))
(assert
 (let ((?x2645 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2706 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2645 (_ bv148 64))) (_ bv16 16)))) (_ bv0 2))))
 (let ((?x2679 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2645 (_ bv148 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
 (let ((?x2666 (bvadd ?x2679 (_ bv0 32))))
 (let ((?x2753 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2666)) ?x2706)))
 (let ((?x2760 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x2753))))
 (let ((?x2726 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2705 (= ?x2726 (_ bv0 30))))
 (let ((?x2756 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2645 (_ bv148 64))) (_ bv16 16)))) (_ bv0 2))))
 (let (($x2767 (or (not (= ((_ extract 31 6) ?x2753) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2666) ?x2756)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2708 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2694 (and $x2708 $x2708 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2645 (_ bv148 64))) (_ bv16 16))) (_ bv10 32)) $x2708 $x2708 (bvult ?x2666 (_ bv128 32)) (and $x208 (not $x2767) (= ((_ extract 4 0) ?x2666) (_ bv0 5)) $x2705) (= (concat ?x2760 (_ bv0 2)) ?x2645))))
 (not $x2694)))))))))))))))
(assert
 (let ((?x2645 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2743 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2645 (_ bv296 64))) (_ bv16 16)))) (_ bv0 2))))
(let ((?x2689 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2645 (_ bv296 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
(let ((?x2670 (bvadd ?x2689 (_ bv0 32))))
(let ((?x2781 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2670)) ?x2743)))
(let ((?x2788 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 30) ?x2781))))
(let ((?x2726 ((_ extract 29 0) (_ bv0 32))))
(let (($x2705 (= ?x2726 (_ bv0 30))))
(let ((?x2792 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2645 (_ bv296 64))) (_ bv16 16)))) (_ bv0 2))))
(let (($x2725 (or (not (= ((_ extract 31 6) ?x2781) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x2670) ?x2792)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2708 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2744 (and $x2708 $x2708 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2645 (_ bv296 64))) (_ bv16 16))) (_ bv10 32)) $x2708 $x2708 (bvult ?x2670 (_ bv128 32)) (and $x208 (not $x2725) (= ((_ extract 4 0) ?x2670) (_ bv0 5)) $x2705) (= (concat ?x2788 (_ bv0 2)) ?x2645))))
(not $x2744)))))))))))))))
(check-sat)
