; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!wn () (_ BitVec 64))
(declare-fun base!xn () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem1_0 () (_ BitVec 64))
(declare-fun elem1_1 () (_ BitVec 64))
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
 (bvult elem1_0 (_ bv1 64)))
(assert
 (bvult elem1_1 (_ bv640 64)))
(assert
 (let ((?x3928 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x3935 (bvmul (_ bv640 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let ((?x3956 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv0 64))) (_ bv2 16)))) ?x3935)))
 (let (($x3962 (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv0 64))) (_ bv2 16)))))))
 (let (($x3971 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv0 64))) (_ bv2 16)))) (_ bv0 22))))
 (let (($x245 (= param!power (_ bv1 32))))
 (let (($x3887 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3963 (and $x3887 $x3887 $x3887 $x3887 $x3887 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv0 64))) (_ bv2 16))) (_ bv256 32)) (and $x245 (not (or (not $x3971) $x3962))) (= (concat ?x3956 (_ bv0 1)) ?x3928))))
 (not $x3963))))))))))
(assert
 (let ((?x3928 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
 (let ((?x3970 (concat (_ bv0 31) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv512 64))) (_ bv2 16)))))))
 (let ((?x3935 (bvmul (_ bv640 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let (($x3982 (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv512 64))) (_ bv2 16)))))))
 (let (($x3986 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv512 64))) (_ bv2 16)))) (_ bv0 23))))
 (let (($x3992 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv512 64))) (_ bv2 16))) (_ bv4294967039 32)) (or (not $x3986) $x3982))))
 (let (($x245 (= param!power (_ bv1 32))))
 (let (($x3887 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3972 (and $x3887 $x3887 $x3887 $x3887 $x3887 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv512 64))) (_ bv2 16))) (_ bv256 32)) (and $x245 (not $x3992)) (= (concat (bvadd ?x3935 ?x3970) (_ bv0 1)) ?x3928))))
 (not $x3972)))))))))))
(assert
 (let ((?x3928 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv1280 64))) (bvmul elem1_1 (_ bv2 64)))))
(let ((?x3994 (concat (_ bv0 31) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv1024 64))) (_ bv2 16)))))))
(let ((?x3935 (bvmul (_ bv640 63) (concat (_ bv0 31) (_ bv0 32)))))
(let (($x4000 (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv1024 64))) (_ bv2 16)))))))
(let (($x4004 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv1024 64))) (_ bv2 16)))) (_ bv0 24))))
(let (($x4006 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv1024 64))) (_ bv2 16))) (_ bv4294966783 32)) (or (not $x4004) $x4000))))
(let (($x245 (= param!power (_ bv1 32))))
(let (($x3887 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3968 (and $x3887 $x3887 $x3887 $x3887 $x3887 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3928 (_ bv1024 64))) (_ bv2 16))) (_ bv256 32)) (and $x245 (not $x4006)) (= (concat (bvadd ?x3935 ?x3994) (_ bv0 1)) ?x3928))))
(not $x3968)))))))))))
(check-sat)
