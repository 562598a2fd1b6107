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
 (let ((?x3916 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3967 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3916 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3939 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3916 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3922 (bvadd ?x3939 (_ bv0 32))))
 (let ((?x3986 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3922)) ?x3967)))
 (let ((?x3980 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3986))))
 (let ((?x3956 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3959 (= ?x3956 (_ bv0 30))))
 (let ((?x3968 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3916 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3974 (or (not (= ((_ extract 31 10) ?x3986) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3922) ?x3968)))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x3936 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3953 (and $x3936 $x3936 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3916 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x3936 $x3936 (bvult ?x3922 (_ bv128 32)) (and $x205 (not $x3974) (= ((_ extract 4 0) ?x3922) (_ bv0 5)) $x3959) (= (concat ?x3980 (_ bv0 1)) ?x3916))))
 (not $x3953)))))))))))))))
(assert
 (let ((?x3916 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3964 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3916 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3949 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3916 (_ bv1152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3946 (bvadd ?x3949 (_ bv0 32))))
(let ((?x4018 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3946)) ?x3964)))
(let ((?x4003 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4018))))
(let ((?x3956 ((_ extract 29 0) (_ bv0 32))))
(let (($x3959 (= ?x3956 (_ bv0 30))))
(let ((?x3976 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3916 (_ bv1152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x3995 (or (not (= ((_ extract 31 10) ?x4018) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3946) ?x3976)))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x3936 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4002 (and $x3936 $x3936 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3916 (_ bv1152 64))) (_ bv8 16))) (_ bv144 32)) $x3936 $x3936 (bvult ?x3946 (_ bv128 32)) (and $x205 (not $x3995) (= ((_ extract 4 0) ?x3946) (_ bv0 5)) $x3959) (= (concat ?x4003 (_ bv0 1)) ?x3916))))
(not $x4002)))))))))))))))
(check-sat)
