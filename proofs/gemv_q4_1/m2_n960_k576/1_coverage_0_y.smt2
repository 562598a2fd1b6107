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
 (bvule base!x (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709547775 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x3766 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3817 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3766 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3789 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3766 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3772 (bvadd ?x3789 (_ bv0 32))))
 (let ((?x3836 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3772)) ?x3817)))
 (let ((?x3812 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3836))))
 (let ((?x3807 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3832 (= ?x3807 (_ bv0 30))))
 (let ((?x3813 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3766 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3825 (or (not (= ((_ extract 31 10) ?x3836) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x3772) ?x3813)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x3818 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3820 (and $x3818 $x3818 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3766 (_ bv0 64))) (_ bv8 16))) (_ bv240 32)) $x3818 $x3818 (bvult ?x3772 (_ bv128 32)) (and $x207 (not $x3825) (= ((_ extract 4 0) ?x3772) (_ bv0 5)) $x3832) (= (concat ?x3812 (_ bv0 1)) ?x3766))))
 (not $x3820)))))))))))))))
(assert
 (let ((?x3766 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3795 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3766 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3799 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3766 (_ bv1920 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3796 (bvadd ?x3799 (_ bv0 32))))
(let ((?x3868 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3796)) ?x3795)))
(let ((?x3848 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3868))))
(let ((?x3807 ((_ extract 29 0) (_ bv0 32))))
(let (($x3832 (= ?x3807 (_ bv0 30))))
(let ((?x3798 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3766 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x3851 (or (not (= ((_ extract 31 10) ?x3868) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x3796) ?x3798)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3818 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3842 (and $x3818 $x3818 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3766 (_ bv1920 64))) (_ bv8 16))) (_ bv240 32)) $x3818 $x3818 (bvult ?x3796 (_ bv128 32)) (and $x207 (not $x3851) (= ((_ extract 4 0) ?x3796) (_ bv0 5)) $x3832) (= (concat ?x3848 (_ bv0 1)) ?x3766))))
(not $x3842)))))))))))))))
(check-sat)
