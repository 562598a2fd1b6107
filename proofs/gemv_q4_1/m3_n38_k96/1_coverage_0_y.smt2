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
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549335 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551387 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv38 64)))
(assert
 (let ((?x3937 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3999 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3957 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3937 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3961 (bvadd ?x3957 (_ bv0 32))))
 (let ((?x4004 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3961)) ?x3999)))
 (let ((?x4006 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x4004))))
 (let ((?x4011 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3973 (= ?x4011 (_ bv0 30))))
 (let ((?x3964 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3993 (or (not (= ((_ extract 31 6) ?x4004) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x3961) ?x3964)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4015 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4007 (and $x4015 $x4015 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x4015 $x4015 (bvult ?x3961 (_ bv128 32)) (and $x208 (not $x3993) (= ((_ extract 4 0) ?x3961) (_ bv0 5)) $x3973) (= (concat ?x4006 (_ bv0 1)) ?x3937))))
 (not $x4007)))))))))))))))
(assert
 (let ((?x3937 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3978 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv76 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3971 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3937 (_ bv76 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3958 (bvadd ?x3971 (_ bv0 32))))
 (let ((?x3974 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3958)) ?x3978)))
 (let ((?x4052 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x3974))))
 (let ((?x4011 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3973 (= ?x4011 (_ bv0 30))))
 (let ((?x4030 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv76 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3985 (or (not (= ((_ extract 31 6) ?x3974) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x3958) ?x4030)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x4015 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4013 (and $x4015 $x4015 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv76 64))) (_ bv8 16))) (_ bv10 32)) $x4015 $x4015 (bvult ?x3958 (_ bv128 32)) (and $x208 (not $x3985) (= ((_ extract 4 0) ?x3958) (_ bv0 5)) $x3973) (= (concat ?x4052 (_ bv0 1)) ?x3937))))
 (not $x4013)))))))))))))))
(assert
 (let ((?x3937 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4040 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3981 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3937 (_ bv152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3979 (bvadd ?x3981 (_ bv0 32))))
(let ((?x4073 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3979)) ?x4040)))
(let ((?x4080 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4073))))
(let ((?x4011 ((_ extract 29 0) (_ bv0 32))))
(let (($x3973 (= ?x4011 (_ bv0 30))))
(let ((?x4028 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4048 (or (not (= ((_ extract 31 6) ?x4073) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x3979) ?x4028)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x4015 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4062 (and $x4015 $x4015 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv152 64))) (_ bv8 16))) (_ bv10 32)) $x4015 $x4015 (bvult ?x3979 (_ bv128 32)) (and $x208 (not $x4048) (= ((_ extract 4 0) ?x3979) (_ bv0 5)) $x3973) (= (concat ?x4080 (_ bv0 1)) ?x3937))))
(not $x4062)))))))))))))))
(check-sat)
