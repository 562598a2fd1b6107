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
 (let ((?x3924 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3975 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3924 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3947 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3924 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3930 (bvadd ?x3947 (_ bv0 32))))
 (let ((?x3993 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3930)) ?x3975)))
 (let ((?x3987 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3993))))
 (let ((?x3964 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3968 (= ?x3964 (_ bv0 30))))
 (let ((?x3977 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3924 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3944 (or (not (= ((_ extract 31 10) ?x3993) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3930) ?x3977)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x3963 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3939 (and $x3963 $x3963 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3924 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x3963 $x3963 (bvult ?x3930 (_ bv128 32)) (and $x207 (not $x3944) (= ((_ extract 4 0) ?x3930) (_ bv0 5)) $x3968) (= (concat ?x3987 (_ bv0 1)) ?x3924))))
 (not $x3939)))))))))))))))
(assert
 (let ((?x3924 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3974 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3924 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3957 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3924 (_ bv1152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3954 (bvadd ?x3957 (_ bv0 32))))
(let ((?x4025 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3954)) ?x3974)))
(let ((?x3995 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4025))))
(let ((?x3964 ((_ extract 29 0) (_ bv0 32))))
(let (($x3968 (= ?x3964 (_ bv0 30))))
(let ((?x4011 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3924 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4003 (or (not (= ((_ extract 31 10) ?x4025) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3954) ?x4011)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3963 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4009 (and $x3963 $x3963 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3924 (_ bv1152 64))) (_ bv8 16))) (_ bv144 32)) $x3963 $x3963 (bvult ?x3954 (_ bv128 32)) (and $x207 (not $x4003) (= ((_ extract 4 0) ?x3954) (_ bv0 5)) $x3968) (= (concat ?x3995 (_ bv0 1)) ?x3924))))
(not $x4009)))))))))))))))
(check-sat)
