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
(declare-fun elem1_0 () (_ BitVec 64))
(declare-fun elem1_1 () (_ BitVec 64))
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
 (bvult elem1_0 (_ bv1 64)))
(assert
 (bvult elem1_1 (_ bv640 64)))
(assert
 (let ((?x3858 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x3938 (bvmul (_ bv2 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv0 64))) (_ bv2 16)))))))
 (let (($x3960 (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv0 64))) (_ bv2 16)))))))
 (let (($x3961 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv0 64))) (_ bv2 16)))) (_ bv0 22))))
 (let (($x3841 (= (_ bv0 32) (_ bv0 32))))
 (let (($x356 (= param!power (_ bv1 32))))
 (let (($x3861 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3863 (bvult (_ bv0 32) (_ bv192 32))))
 (let (($x3945 (and $x3861 $x3861 $x3863 $x3861 $x3861 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv0 64))) (_ bv2 16))) (_ bv256 32)) (and $x356 $x3841 (not (or (not $x3961) $x3960))) (= ?x3938 ?x3858))))
 (not $x3945)))))))))))
(assert
 (let ((?x3858 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x3970 (bvmul (_ bv2 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv512 64))) (_ bv2 16)))))))
 (let (($x3981 (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv512 64))) (_ bv2 16)))))))
 (let (($x3982 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv512 64))) (_ bv2 16)))) (_ bv0 23))))
 (let (($x3988 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv512 64))) (_ bv2 16))) (_ bv4294967039 32)) (or (not $x3982) $x3981))))
 (let (($x3841 (= (_ bv0 32) (_ bv0 32))))
 (let (($x356 (= param!power (_ bv1 32))))
 (let (($x3861 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3863 (bvult (_ bv0 32) (_ bv192 32))))
 (let (($x3968 (and $x3861 $x3861 $x3863 $x3861 $x3861 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv512 64))) (_ bv2 16))) (_ bv256 32)) (and $x356 $x3841 (not $x3988)) (= (bvadd (_ bv512 64) ?x3970) ?x3858))))
 (not $x3968))))))))))))
(assert
 (let ((?x3858 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x3991 (bvmul (_ bv2 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv1024 64))) (_ bv2 16)))))))
 (let (($x3998 (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv1024 64))) (_ bv2 16)))))))
 (let (($x3999 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv1024 64))) (_ bv2 16)))) (_ bv0 24))))
 (let (($x4001 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv1024 64))) (_ bv2 16))) (_ bv4294966783 32)) (or (not $x3999) $x3998))))
 (let (($x3841 (= (_ bv0 32) (_ bv0 32))))
 (let (($x356 (= param!power (_ bv1 32))))
 (let (($x3861 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3863 (bvult (_ bv0 32) (_ bv192 32))))
 (let (($x3953 (and $x3861 $x3861 $x3863 $x3861 $x3861 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv1024 64))) (_ bv2 16))) (_ bv256 32)) (and $x356 $x3841 (not $x4001)) (= (bvadd (_ bv1024 64) ?x3991) ?x3858))))
 (not $x3953))))))))))))
(assert
 (let ((?x3858 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
(let ((?x4008 (bvmul (_ bv2 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv1536 64))) (_ bv2 16)))))))
(let (($x4013 (or (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv1536 64))) (_ bv2 16))) (_ bv4294966527 32)) (bvule (_ bv4294967168 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv1536 64))) (_ bv2 16)))))))
(let (($x3841 (= (_ bv0 32) (_ bv0 32))))
(let (($x356 (= param!power (_ bv1 32))))
(let (($x3861 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3863 (bvult (_ bv0 32) (_ bv192 32))))
(let (($x4026 (and $x3861 $x3861 $x3863 $x3861 $x3861 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3858 (_ bv1536 64))) (_ bv2 16))) (_ bv256 32)) (and $x356 $x3841 (not $x4013)) (= (bvadd (_ bv1536 64) ?x4008) ?x3858))))
(not $x4026))))))))))
(check-sat)
