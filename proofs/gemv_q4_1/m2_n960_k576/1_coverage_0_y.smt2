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
 (let ((?x3790 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3841 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3790 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3813 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3790 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3796 (bvadd ?x3813 (_ bv0 32))))
 (let ((?x3860 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3796)) ?x3841)))
 (let ((?x3836 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3860))))
 (let ((?x3831 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3856 (= ?x3831 (_ bv0 30))))
 (let ((?x3837 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3790 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3849 (or (not (= ((_ extract 31 10) ?x3860) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x3796) ?x3837)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x3842 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3844 (and $x3842 $x3842 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3790 (_ bv0 64))) (_ bv8 16))) (_ bv240 32)) $x3842 $x3842 (bvult ?x3796 (_ bv128 32)) (and $x207 (not $x3849) (= ((_ extract 4 0) ?x3796) (_ bv0 5)) $x3856) (= (concat ?x3836 (_ bv0 1)) ?x3790))))
 (not $x3844)))))))))))))))
(assert
 (let ((?x3790 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3819 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3790 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3823 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3790 (_ bv1920 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3820 (bvadd ?x3823 (_ bv0 32))))
(let ((?x3892 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3820)) ?x3819)))
(let ((?x3872 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3892))))
(let ((?x3831 ((_ extract 29 0) (_ bv0 32))))
(let (($x3856 (= ?x3831 (_ bv0 30))))
(let ((?x3822 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3790 (_ bv1920 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x3875 (or (not (= ((_ extract 31 10) ?x3892) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x3820) ?x3822)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3842 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3866 (and $x3842 $x3842 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3790 (_ bv1920 64))) (_ bv8 16))) (_ bv240 32)) $x3842 $x3842 (bvult ?x3820 (_ bv128 32)) (and $x207 (not $x3875) (= ((_ extract 4 0) ?x3820) (_ bv0 5)) $x3856) (= (concat ?x3872 (_ bv0 1)) ?x3790))))
(not $x3866)))))))))))))))
(check-sat)
