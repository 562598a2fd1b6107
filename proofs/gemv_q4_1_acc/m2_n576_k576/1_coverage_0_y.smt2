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
 (let ((?x3884 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3935 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3884 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3907 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3884 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3890 (bvadd ?x3907 (_ bv0 32))))
 (let ((?x3954 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3890)) ?x3935)))
 (let ((?x3948 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3954))))
 (let ((?x3924 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3927 (= ?x3924 (_ bv0 30))))
 (let ((?x3936 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3884 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3942 (or (not (= ((_ extract 31 10) ?x3954) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3890) ?x3936)))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x3904 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3921 (and $x3904 $x3904 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3884 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x3904 $x3904 (bvult ?x3890 (_ bv128 32)) (and $x205 (not $x3942) (= ((_ extract 4 0) ?x3890) (_ bv0 5)) $x3927) (= (concat ?x3948 (_ bv0 1)) ?x3884))))
 (not $x3921)))))))))))))))
(assert
 (let ((?x3884 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3932 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3884 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3917 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3884 (_ bv1152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3914 (bvadd ?x3917 (_ bv0 32))))
(let ((?x3986 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3914)) ?x3932)))
(let ((?x3971 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3986))))
(let ((?x3924 ((_ extract 29 0) (_ bv0 32))))
(let (($x3927 (= ?x3924 (_ bv0 30))))
(let ((?x3944 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3884 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x3963 (or (not (= ((_ extract 31 10) ?x3986) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3914) ?x3944)))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x3904 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3970 (and $x3904 $x3904 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3884 (_ bv1152 64))) (_ bv8 16))) (_ bv144 32)) $x3904 $x3904 (bvult ?x3914 (_ bv128 32)) (and $x205 (not $x3963) (= ((_ extract 4 0) ?x3914) (_ bv0 5)) $x3927) (= (concat ?x3971 (_ bv0 1)) ?x3884))))
(not $x3970)))))))))))))))
(check-sat)
