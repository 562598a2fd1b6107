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
 (let ((?x3892 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3943 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3892 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3915 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3892 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3898 (bvadd ?x3915 (_ bv0 32))))
 (let ((?x3961 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3898)) ?x3943)))
 (let ((?x3955 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3961))))
 (let ((?x3932 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3936 (= ?x3932 (_ bv0 30))))
 (let ((?x3945 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3892 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3912 (or (not (= ((_ extract 31 10) ?x3961) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3898) ?x3945)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x3931 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3907 (and $x3931 $x3931 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3892 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x3931 $x3931 (bvult ?x3898 (_ bv128 32)) (and $x207 (not $x3912) (= ((_ extract 4 0) ?x3898) (_ bv0 5)) $x3936) (= (concat ?x3955 (_ bv0 1)) ?x3892))))
 (not $x3907)))))))))))))))
(assert
 (let ((?x3892 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3942 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3892 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3925 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3892 (_ bv1152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3922 (bvadd ?x3925 (_ bv0 32))))
(let ((?x3993 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3922)) ?x3942)))
(let ((?x3963 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3993))))
(let ((?x3932 ((_ extract 29 0) (_ bv0 32))))
(let (($x3936 (= ?x3932 (_ bv0 30))))
(let ((?x3979 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3892 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x3971 (or (not (= ((_ extract 31 10) ?x3993) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3922) ?x3979)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3931 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3977 (and $x3931 $x3931 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3892 (_ bv1152 64))) (_ bv8 16))) (_ bv144 32)) $x3931 $x3931 (bvult ?x3922 (_ bv128 32)) (and $x207 (not $x3971) (= ((_ extract 4 0) ?x3922) (_ bv0 5)) $x3936) (= (concat ?x3963 (_ bv0 1)) ?x3892))))
(not $x3977)))))))))))))))
(check-sat)
