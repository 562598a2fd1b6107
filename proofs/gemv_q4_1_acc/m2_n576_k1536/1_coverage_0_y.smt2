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
 (bvule base!x (_ bv18446744073709545471 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708998655 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3814 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3819 ((_ extract 15 0) (bvsub ?x3814 (_ bv0 64)))))
 (let ((?x3825 ((_ zero_extend 16) (bvudiv ?x3819 (_ bv8 16)))))
 (let ((?x3820 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3819 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x3863 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3820)) (concat ((_ extract 29 0) ?x3825) (_ bv0 2)))))
 (let ((?x3858 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3863))))
 (let ((?x3876 (concat ?x3858 (_ bv0 1))))
 (let ((?x3864 (bvadd ?x3814 (_ bv2 64))))
 (let ((?x3877 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3868 (= ?x3877 (_ bv0 30))))
 (let (($x3851 (or (not (= ((_ extract 31 10) ?x3863) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3820) (concat ((_ extract 7 0) ?x3825) (_ bv0 2)))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x3846 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3872 (and $x3846 $x3846 (bvult ?x3825 (_ bv144 32)) $x3846 $x3846 (bvult ?x3820 (_ bv128 32)) (and $x207 (not $x3851) (= ((_ extract 4 0) ?x3820) (_ bv0 5)) $x3868) (bvule ?x3876 ?x3814) (bvule ?x3864 (bvadd ?x3876 (_ bv2 64))))))
 (not $x3872))))))))))))))))
(assert
 (let ((?x3814 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3822 ((_ extract 15 0) (bvsub ?x3814 (_ bv1152 64)))))
(let ((?x3836 ((_ zero_extend 16) (bvudiv ?x3822 (_ bv8 16)))))
(let ((?x3844 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3822 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3920 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3844)) (concat ((_ extract 29 0) ?x3836) (_ bv0 2)))))
(let ((?x3890 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3920))))
(let ((?x3856 (concat ?x3890 (_ bv0 1))))
(let ((?x3864 (bvadd ?x3814 (_ bv2 64))))
(let ((?x3877 ((_ extract 29 0) (_ bv0 32))))
(let (($x3868 (= ?x3877 (_ bv0 30))))
(let (($x3889 (or (not (= ((_ extract 31 10) ?x3920) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3844) (concat ((_ extract 7 0) ?x3836) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3846 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3912 (and $x3846 $x3846 (bvult ?x3836 (_ bv144 32)) $x3846 $x3846 (bvult ?x3844 (_ bv128 32)) (and $x207 (not $x3889) (= ((_ extract 4 0) ?x3844) (_ bv0 5)) $x3868) (bvule ?x3856 ?x3814) (bvule ?x3864 (bvadd ?x3856 (_ bv2 64))))))
(not $x3912))))))))))))))))
(check-sat)
