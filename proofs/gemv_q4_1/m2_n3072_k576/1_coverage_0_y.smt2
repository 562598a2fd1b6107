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
 (let ((?x3874 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3823 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3846 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3823 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3829 (bvadd ?x3846 (_ bv0 32))))
 (let ((?x3893 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3829)) ?x3874)))
 (let ((?x3864 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3893))))
 (let ((?x3868 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3838 (= ?x3868 (_ bv0 30))))
 (let ((?x3887 (concat ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3823 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3858 (or (not (= ((_ extract 31 12) ?x3893) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x3829) ?x3887)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3862 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3880 (and $x3862 $x3862 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3823 (_ bv0 64))) (_ bv8 16))) (_ bv768 32)) $x3862 $x3862 (bvult ?x3829 (_ bv128 32)) (and $x208 (not $x3858) (= ((_ extract 4 0) ?x3829) (_ bv0 5)) $x3838) (= (concat ?x3864 (_ bv0 1)) ?x3823))))
 (not $x3880)))))))))))))))
(assert
 (let ((?x3823 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3860 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3823 (_ bv6144 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3856 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3823 (_ bv6144 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3853 (bvadd ?x3856 (_ bv0 32))))
(let ((?x3925 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3853)) ?x3860)))
(let ((?x3900 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3925))))
(let ((?x3868 ((_ extract 29 0) (_ bv0 32))))
(let (($x3838 (= ?x3868 (_ bv0 30))))
(let ((?x3906 (concat ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3823 (_ bv6144 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x3930 (or (not (= ((_ extract 31 12) ?x3925) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x3853) ?x3906)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x3862 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3927 (and $x3862 $x3862 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3823 (_ bv6144 64))) (_ bv8 16))) (_ bv768 32)) $x3862 $x3862 (bvult ?x3853 (_ bv128 32)) (and $x208 (not $x3930) (= ((_ extract 4 0) ?x3853) (_ bv0 5)) $x3838) (= (concat ?x3900 (_ bv0 1)) ?x3823))))
(not $x3927)))))))))))))))
(check-sat)
