; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!wn () (_ BitVec 64))
(declare-fun base!xn () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!wn (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!wn (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!wn (_ bv0 64)) true))
(assert
 (= (bvand base!xn (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!xn (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!xn (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x3847 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3876 (bvmul (_ bv640 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3878 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv0 64))) (_ bv4 16)))) ?x3876)))
 (let (($x3891 (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv0 64))) (_ bv4 16)))))))
 (let (($x3884 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv0 64))) (_ bv4 16)))) (_ bv0 22))))
 (let (($x245 (= param!power (_ bv1 32))))
 (let (($x3887 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3888 (and $x3887 $x3887 $x3887 $x3887 $x3887 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv0 64))) (_ bv4 16))) (_ bv256 32)) (and $x245 (not (or (not $x3884) $x3891))) (= (concat ?x3878 (_ bv0 2)) ?x3847))))
 (not $x3888))))))))))
(assert
 (let ((?x3847 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3890 (concat (_ bv0 30) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv1024 64))) (_ bv4 16)))))))
 (let ((?x3876 (bvmul (_ bv640 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let (($x3905 (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv1024 64))) (_ bv4 16)))))))
 (let (($x3909 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv1024 64))) (_ bv4 16)))) (_ bv0 23))))
 (let (($x3911 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv1024 64))) (_ bv4 16))) (_ bv4294967039 32)) (or (not $x3909) $x3905))))
 (let (($x245 (= param!power (_ bv1 32))))
 (let (($x3887 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3900 (and $x3887 $x3887 $x3887 $x3887 $x3887 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv1024 64))) (_ bv4 16))) (_ bv256 32)) (and $x245 (not $x3911)) (= (concat (bvadd ?x3876 ?x3890) (_ bv0 2)) ?x3847))))
 (not $x3900)))))))))))
(assert
 (let ((?x3847 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x3917 (concat (_ bv0 30) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv2048 64))) (_ bv4 16)))))))
(let ((?x3876 (bvmul (_ bv640 62) (concat (_ bv0 30) (_ bv0 32)))))
(let (($x3923 (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv2048 64))) (_ bv4 16)))))))
(let (($x3927 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv2048 64))) (_ bv4 16)))) (_ bv0 24))))
(let (($x3894 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv2048 64))) (_ bv4 16))) (_ bv4294966783 32)) (or (not $x3927) $x3923))))
(let (($x245 (= param!power (_ bv1 32))))
(let (($x3887 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3916 (and $x3887 $x3887 $x3887 $x3887 $x3887 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3847 (_ bv2048 64))) (_ bv4 16))) (_ bv256 32)) (and $x245 (not $x3894)) (= (concat (bvadd ?x3876 ?x3917) (_ bv0 2)) ?x3847))))
(not $x3916)))))))))))
(check-sat)
