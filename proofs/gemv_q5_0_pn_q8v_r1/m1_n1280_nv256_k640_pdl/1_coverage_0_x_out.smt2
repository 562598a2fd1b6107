; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x_in () (_ BitVec 64))
(declare-fun base!o () (_ BitVec 64))
(declare-fun base!pw () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
(declare-fun base!x_out () (_ BitVec 64))
(declare-fun base!xn () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun base!wv () (_ BitVec 64))
(declare-fun base!yv () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x_in (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x_in (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!x_in (_ bv0 64)) true))
(assert
 (= (bvand base!o (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!o (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!o (_ bv0 64)) true))
(assert
 (= (bvand base!pw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!pw (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!pw (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!x_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x_out (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!x_out (_ bv0 64)) true))
(assert
 (= (bvand base!xn (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!xn (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!xn (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708988415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (bvand base!wv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!wv (_ bv18446744073709377535 64)))
(assert
 (and (distinct base!wv (_ bv0 64)) true))
(assert
 (= (bvand base!yv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!yv (_ bv18446744073709551103 64)))
(assert
 (and (distinct base!yv (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x3833 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3864 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv0 64))) (_ bv4 16)))))))
 (let (($x3869 (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv0 64))) (_ bv4 16)))))))
 (let (($x3873 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv0 64))) (_ bv4 16)))) (_ bv0 22))))
 (let (($x3841 (= (_ bv0 32) (_ bv0 32))))
 (let (($x356 (= param!power (_ bv1 32))))
 (let (($x3861 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3863 (bvult (_ bv0 32) (_ bv192 32))))
 (let (($x3875 (and $x3861 $x3861 $x3863 $x3861 $x3861 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv0 64))) (_ bv4 16))) (_ bv256 32)) (and $x356 $x3841 (not (or (not $x3873) $x3869))) (= ?x3864 ?x3833))))
 (not $x3875)))))))))))
(assert
 (let ((?x3833 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3878 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv1024 64))) (_ bv4 16)))))))
 (let (($x3894 (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv1024 64))) (_ bv4 16)))))))
 (let (($x3895 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv1024 64))) (_ bv4 16)))) (_ bv0 23))))
 (let (($x3897 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv1024 64))) (_ bv4 16))) (_ bv4294967039 32)) (or (not $x3895) $x3894))))
 (let (($x3841 (= (_ bv0 32) (_ bv0 32))))
 (let (($x356 (= param!power (_ bv1 32))))
 (let (($x3861 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3863 (bvult (_ bv0 32) (_ bv192 32))))
 (let (($x3854 (and $x3861 $x3861 $x3863 $x3861 $x3861 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv1024 64))) (_ bv4 16))) (_ bv256 32)) (and $x356 $x3841 (not $x3897)) (= (bvadd (_ bv1024 64) ?x3878) ?x3833))))
 (not $x3854))))))))))))
(assert
 (let ((?x3833 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x3904 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv2048 64))) (_ bv4 16)))))))
 (let (($x3911 (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv2048 64))) (_ bv4 16)))))))
 (let (($x3912 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv2048 64))) (_ bv4 16)))) (_ bv0 24))))
 (let (($x3882 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv2048 64))) (_ bv4 16))) (_ bv4294966783 32)) (or (not $x3912) $x3911))))
 (let (($x3841 (= (_ bv0 32) (_ bv0 32))))
 (let (($x356 (= param!power (_ bv1 32))))
 (let (($x3861 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3863 (bvult (_ bv0 32) (_ bv192 32))))
 (let (($x3884 (and $x3861 $x3861 $x3863 $x3861 $x3861 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv2048 64))) (_ bv4 16))) (_ bv256 32)) (and $x356 $x3841 (not $x3882)) (= (bvadd (_ bv2048 64) ?x3904) ?x3833))))
 (not $x3884))))))))))))
(assert
 (let ((?x3833 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x3921 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv3072 64))) (_ bv4 16)))))))
(let (($x3926 (or (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv3072 64))) (_ bv4 16))) (_ bv4294966527 32)) (bvule (_ bv4294967168 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv3072 64))) (_ bv4 16)))))))
(let (($x3841 (= (_ bv0 32) (_ bv0 32))))
(let (($x356 (= param!power (_ bv1 32))))
(let (($x3861 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3863 (bvult (_ bv0 32) (_ bv192 32))))
(let (($x3939 (and $x3861 $x3861 $x3863 $x3861 $x3861 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3833 (_ bv3072 64))) (_ bv4 16))) (_ bv256 32)) (and $x356 $x3841 (not $x3926)) (= (bvadd (_ bv3072 64) ?x3921) ?x3833))))
(not $x3939))))))))))
(check-sat)
