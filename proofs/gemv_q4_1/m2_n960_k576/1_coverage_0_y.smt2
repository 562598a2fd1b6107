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
 (let ((?x3822 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3827 ((_ extract 15 0) (bvsub ?x3822 (_ bv0 64)))))
 (let ((?x3833 ((_ zero_extend 16) (bvudiv ?x3827 (_ bv8 16)))))
 (let ((?x3828 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3827 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x3856 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3828)) (concat ((_ extract 29 0) ?x3833) (_ bv0 2)))))
 (let ((?x3888 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3856))))
 (let ((?x3886 (concat ?x3888 (_ bv0 1))))
 (let ((?x3851 (bvadd ?x3822 (_ bv2 64))))
 (let ((?x3868 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3885 (= ?x3868 (_ bv0 30))))
 (let (($x3875 (or (not (= ((_ extract 31 10) ?x3856) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x3828) (concat ((_ extract 7 0) ?x3833) (_ bv0 2)))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x3843 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3870 (and $x3843 $x3843 (bvult ?x3833 (_ bv240 32)) $x3843 $x3843 (bvult ?x3828 (_ bv128 32)) (and $x207 (not $x3875) (= ((_ extract 4 0) ?x3828) (_ bv0 5)) $x3885) (bvule ?x3886 ?x3822) (bvule ?x3851 (bvadd ?x3886 (_ bv2 64))))))
 (not $x3870))))))))))))))))
(assert
 (let ((?x3822 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3830 ((_ extract 15 0) (bvsub ?x3822 (_ bv1920 64)))))
(let ((?x3844 ((_ zero_extend 16) (bvudiv ?x3830 (_ bv8 16)))))
(let ((?x3852 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3830 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3929 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3852)) (concat ((_ extract 29 0) ?x3844) (_ bv0 2)))))
(let ((?x3909 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3929))))
(let ((?x3900 (concat ?x3909 (_ bv0 1))))
(let ((?x3851 (bvadd ?x3822 (_ bv2 64))))
(let ((?x3868 ((_ extract 29 0) (_ bv0 32))))
(let (($x3885 (= ?x3868 (_ bv0 30))))
(let (($x3899 (or (not (= ((_ extract 31 10) ?x3929) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x3852) (concat ((_ extract 7 0) ?x3844) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3843 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3846 (and $x3843 $x3843 (bvult ?x3844 (_ bv240 32)) $x3843 $x3843 (bvult ?x3852 (_ bv128 32)) (and $x207 (not $x3899) (= ((_ extract 4 0) ?x3852) (_ bv0 5)) $x3885) (bvule ?x3900 ?x3822) (bvule ?x3851 (bvadd ?x3900 (_ bv2 64))))))
(not $x3846))))))))))))))))
(check-sat)
