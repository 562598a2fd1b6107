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
 (let ((?x3823 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3828 ((_ extract 15 0) (bvsub ?x3823 (_ bv0 64)))))
 (let ((?x3834 ((_ zero_extend 16) (bvudiv ?x3828 (_ bv8 16)))))
 (let ((?x3829 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3828 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x3869 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3829)) (concat ((_ extract 29 0) ?x3834) (_ bv0 2)))))
 (let ((?x3838 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3869))))
 (let ((?x3872 (concat ?x3838 (_ bv0 1))))
 (let ((?x3860 (bvadd ?x3823 (_ bv2 64))))
 (let ((?x3864 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3888 (= ?x3864 (_ bv0 30))))
 (let (($x3849 (or (not (= ((_ extract 31 12) ?x3869) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x3829) (concat ((_ extract 9 0) ?x3834) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3882 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3832 (and $x3882 $x3882 (bvult ?x3834 (_ bv768 32)) $x3882 $x3882 (bvult ?x3829 (_ bv128 32)) (and $x208 (not $x3849) (= ((_ extract 4 0) ?x3829) (_ bv0 5)) $x3888) (bvule ?x3872 ?x3823) (bvule ?x3860 (bvadd ?x3872 (_ bv2 64))))))
 (not $x3832))))))))))))))))
(assert
 (let ((?x3823 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3831 ((_ extract 15 0) (bvsub ?x3823 (_ bv6144 64)))))
(let ((?x3845 ((_ zero_extend 16) (bvudiv ?x3831 (_ bv8 16)))))
(let ((?x3853 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3831 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3930 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3853)) (concat ((_ extract 29 0) ?x3845) (_ bv0 2)))))
(let ((?x3905 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3930))))
(let ((?x3878 (concat ?x3905 (_ bv0 1))))
(let ((?x3860 (bvadd ?x3823 (_ bv2 64))))
(let ((?x3864 ((_ extract 29 0) (_ bv0 32))))
(let (($x3888 (= ?x3864 (_ bv0 30))))
(let (($x3934 (or (not (= ((_ extract 31 12) ?x3930) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x3853) (concat ((_ extract 9 0) ?x3845) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x3882 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3908 (and $x3882 $x3882 (bvult ?x3845 (_ bv768 32)) $x3882 $x3882 (bvult ?x3853 (_ bv128 32)) (and $x208 (not $x3934) (= ((_ extract 4 0) ?x3853) (_ bv0 5)) $x3888) (bvule ?x3878 ?x3823) (bvule ?x3860 (bvadd ?x3878 (_ bv2 64))))))
(not $x3908))))))))))))))))
(check-sat)
