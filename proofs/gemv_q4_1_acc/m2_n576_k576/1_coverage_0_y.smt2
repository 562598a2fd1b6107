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
 (bvule base!w (_ bv18446744073709344255 64)))
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
 (let ((?x3806 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3811 ((_ extract 15 0) (bvsub ?x3806 (_ bv0 64)))))
 (let ((?x3817 ((_ zero_extend 16) (bvudiv ?x3811 (_ bv8 16)))))
 (let ((?x3812 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3811 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x3856 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3812)) (concat ((_ extract 29 0) ?x3817) (_ bv0 2)))))
 (let ((?x3849 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3856))))
 (let ((?x3869 (concat ?x3849 (_ bv0 1))))
 (let ((?x3854 (bvadd ?x3806 (_ bv2 64))))
 (let ((?x3870 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3859 (= ?x3870 (_ bv0 30))))
 (let (($x3835 (or (not (= ((_ extract 31 10) ?x3856) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3812) (concat ((_ extract 7 0) ?x3817) (_ bv0 2)))))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x3855 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3844 (and $x3855 $x3855 (bvult ?x3817 (_ bv144 32)) $x3855 $x3855 (bvult ?x3812 (_ bv128 32)) (and $x205 (not $x3835) (= ((_ extract 4 0) ?x3812) (_ bv0 5)) $x3859) (bvule ?x3869 ?x3806) (bvule ?x3854 (bvadd ?x3869 (_ bv2 64))))))
 (not $x3844))))))))))))))))
(assert
 (let ((?x3806 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3814 ((_ extract 15 0) (bvsub ?x3806 (_ bv1152 64)))))
(let ((?x3828 ((_ zero_extend 16) (bvudiv ?x3814 (_ bv8 16)))))
(let ((?x3836 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3814 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3913 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3836)) (concat ((_ extract 29 0) ?x3828) (_ bv0 2)))))
(let ((?x3898 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3913))))
(let ((?x3884 (concat ?x3898 (_ bv0 1))))
(let ((?x3854 (bvadd ?x3806 (_ bv2 64))))
(let ((?x3870 ((_ extract 29 0) (_ bv0 32))))
(let (($x3859 (= ?x3870 (_ bv0 30))))
(let (($x3881 (or (not (= ((_ extract 31 10) ?x3913) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3836) (concat ((_ extract 7 0) ?x3828) (_ bv0 2)))))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x3855 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3878 (and $x3855 $x3855 (bvult ?x3828 (_ bv144 32)) $x3855 $x3855 (bvult ?x3836 (_ bv128 32)) (and $x205 (not $x3881) (= ((_ extract 4 0) ?x3836) (_ bv0 5)) $x3859) (bvule ?x3884 ?x3806) (bvule ?x3854 (bvadd ?x3884 (_ bv2 64))))))
(not $x3878))))))))))))))))
(check-sat)
