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
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709539327 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv3072 64)))
(assert
 (let ((?x3713 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3718 ((_ extract 15 0) (bvsub ?x3713 (_ bv0 64)))))
 (let ((?x3724 ((_ zero_extend 16) (bvudiv ?x3718 (_ bv8 16)))))
 (let ((?x3719 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3718 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x3759 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3719)) (concat ((_ extract 29 0) ?x3724) (_ bv0 2)))))
 (let ((?x3728 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3759))))
 (let ((?x3762 (concat ?x3728 (_ bv0 1))))
 (let ((?x3750 (bvadd ?x3713 (_ bv2 64))))
 (let ((?x3754 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3778 (= ?x3754 (_ bv0 30))))
 (let (($x3739 (or (not (= ((_ extract 31 12) ?x3759) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x3719) (concat ((_ extract 9 0) ?x3724) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3772 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3722 (and $x3772 $x3772 (bvult ?x3724 (_ bv768 32)) $x3772 $x3772 (bvult ?x3719 (_ bv128 32)) (and $x208 (not $x3739) (= ((_ extract 4 0) ?x3719) (_ bv0 5)) $x3778) (bvule ?x3762 ?x3713) (bvule ?x3750 (bvadd ?x3762 (_ bv2 64))))))
 (not $x3722))))))))))))))))
(assert
 (let ((?x3713 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3721 ((_ extract 15 0) (bvsub ?x3713 (_ bv6144 64)))))
(let ((?x3735 ((_ zero_extend 16) (bvudiv ?x3721 (_ bv8 16)))))
(let ((?x3743 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3721 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3820 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3743)) (concat ((_ extract 29 0) ?x3735) (_ bv0 2)))))
(let ((?x3795 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3820))))
(let ((?x3768 (concat ?x3795 (_ bv0 1))))
(let ((?x3750 (bvadd ?x3713 (_ bv2 64))))
(let ((?x3754 ((_ extract 29 0) (_ bv0 32))))
(let (($x3778 (= ?x3754 (_ bv0 30))))
(let (($x3824 (or (not (= ((_ extract 31 12) ?x3820) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x3743) (concat ((_ extract 9 0) ?x3735) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x3772 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3798 (and $x3772 $x3772 (bvult ?x3735 (_ bv768 32)) $x3772 $x3772 (bvult ?x3743 (_ bv128 32)) (and $x208 (not $x3824) (= ((_ extract 4 0) ?x3743) (_ bv0 5)) $x3778) (bvule ?x3768 ?x3713) (bvule ?x3750 (bvadd ?x3768 (_ bv2 64))))))
(not $x3798))))))))))))))))
(check-sat)
