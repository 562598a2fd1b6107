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
(declare-fun elem3_0 () (_ BitVec 64))
(declare-fun elem3_1 () (_ BitVec 64))
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
 (bvult elem3_0 (_ bv1 64)))
(assert
 (bvult elem3_1 (_ bv256 64)))
(assert
 (let ((?x4055 (bvadd (bvadd (_ bv0 64) (bvmul elem3_0 (_ bv512 64))) (bvmul elem3_1 (_ bv2 64)))))
 (let ((?x4051 (bvadd (_ bv536870752 29) ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))))))
 (let ((?x4119 (concat ?x4051 (_ bv0 3))))
 (let ((?x4123 (bvadd (concat (_ bv0 5) ((_ extract 31 5) (_ bv0 32))) ?x4119)))
 (let ((?x4131 (bvadd (_ bv32 6) ((_ extract 5 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))))))
 (let ((?x4133 (concat ?x4131 (_ bv0 3))))
 (let (($x4110 (bvule (_ bv160 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))))))
 (let (($x4114 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))) (_ bv0 24))))
 (let (($x4130 (not (or (not $x4114) $x4110))))
 (let (($x4128 (or $x4130 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) (_ bv0 32)) ?x4133)) (not (= ((_ extract 31 9) ?x4123) (_ bv0 23))))))
 (let (($x356 (= param!power (_ bv1 32))))
 (let (($x3861 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x4058 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))))
 (let (($x4136 (bvult ?x4058 (_ bv192 32))))
 (let (($x4137 (and $x3861 $x3861 $x4136 $x3861 $x3861 (bvult (_ bv0 32) (_ bv256 32)) (and $x356 (not $x4128) (= ((_ extract 4 0) (_ bv0 32)) (_ bv0 5))) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x4123)) ?x4055))))
 (not $x4137)))))))))))))))))
(assert
 (let ((?x4055 (bvadd (bvadd (_ bv0 64) (bvmul elem3_0 (_ bv512 64))) (bvmul elem3_1 (_ bv2 64)))))
 (let ((?x4051 (bvadd (_ bv536870752 29) ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))))))
 (let ((?x4119 (concat ?x4051 (_ bv0 3))))
 (let ((?x4077 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x4071 (bvadd ?x4077 (_ bv0 32))))
 (let ((?x4173 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4071)) ?x4119)))
 (let ((?x4131 (bvadd (_ bv32 6) ((_ extract 5 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))))))
 (let ((?x4133 (concat ?x4131 (_ bv0 3))))
 (let (($x4110 (bvule (_ bv160 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))))))
 (let (($x4114 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))) (_ bv0 24))))
 (let (($x4130 (not (or (not $x4114) $x4110))))
 (let (($x4167 (or $x4130 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) ?x4071) ?x4133)) (not (= ((_ extract 31 9) ?x4173) (_ bv0 23))))))
 (let (($x356 (= param!power (_ bv1 32))))
 (let (($x3861 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x4058 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))))
 (let (($x4136 (bvult ?x4058 (_ bv192 32))))
 (let (($x4147 (and $x3861 $x3861 $x4136 $x3861 $x3861 (bvult ?x4071 (_ bv256 32)) (and $x356 (not $x4167) (= ((_ extract 4 0) ?x4071) (_ bv0 5))) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x4173)) ?x4055))))
 (not $x4147)))))))))))))))))))
(assert
 (let ((?x4055 (bvadd (bvadd (_ bv0 64) (bvmul elem3_0 (_ bv512 64))) (bvmul elem3_1 (_ bv2 64)))))
(let ((?x4051 (bvadd (_ bv536870752 29) ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))))))
(let ((?x4119 (concat ?x4051 (_ bv0 3))))
(let ((?x4079 ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 3 3) (bvurem ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))))))
(let ((?x4092 ((_ zero_extend 15) ((_ extract 2 2) (bvand (bvurem ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)) (_ bv65527 16))))))
(let ((?x4076 ((_ extract 1 1) (bvand (bvand (bvurem ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)) (_ bv65527 16)) (_ bv65531 16)))))
(let ((?x4099 (bvadd (bvadd (bvadd (bvmul (_ bv0 32) (_ bv1 32)) (bvmul (_ bv0 32) (_ bv2 32))) (bvmul (_ bv0 32) (_ bv4 32))) (bvmul (_ bv0 32) (_ bv8 32)))))
(let ((?x4104 (bvadd (bvadd ?x4099 (bvmul (_ bv0 32) (_ bv16 32))) (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ?x4076)) (_ bv32 32)))))
(let ((?x4108 (bvadd (bvadd ?x4104 (bvmul ((_ zero_extend 16) ?x4092) (_ bv64 32))) (bvmul ?x4079 (_ bv128 32)))))
(let ((?x4250 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x4108)) ?x4119)))
(let ((?x4131 (bvadd (_ bv32 6) ((_ extract 5 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))))))
(let ((?x4133 (concat ?x4131 (_ bv0 3))))
(let (($x4110 (bvule (_ bv160 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))))))
(let (($x4114 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))) (_ bv0 24))))
(let (($x4130 (not (or (not $x4114) $x4110))))
(let (($x4264 (or $x4130 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) ?x4108) ?x4133)) (not (= ((_ extract 31 9) ?x4250) (_ bv0 23))))))
(let (($x356 (= param!power (_ bv1 32))))
(let (($x3861 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x4058 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x4055 (_ bv8589932032 64))) (_ bv16 16)))))
(let (($x4136 (bvult ?x4058 (_ bv192 32))))
(let (($x4205 (and $x3861 $x3861 $x4136 $x3861 $x3861 (bvult ?x4108 (_ bv256 32)) (and $x356 (not $x4264) (= ((_ extract 4 0) ?x4108) (_ bv0 5))) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x4250)) ?x4055))))
(not $x4205)))))))))))))))))))))))
(check-sat)
