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
 (let ((?x3929 ((_ extract 15 0) (bvsub ?x3924 (_ bv0 64)))))
 (let ((?x3935 ((_ zero_extend 16) (bvudiv ?x3929 (_ bv8 16)))))
 (let ((?x3930 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3929 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x3973 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3930)) (concat ((_ extract 29 0) ?x3935) (_ bv0 2)))))
 (let ((?x3968 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3973))))
 (let ((?x3986 (concat ?x3968 (_ bv0 1))))
 (let ((?x3974 (bvadd ?x3924 (_ bv2 64))))
 (let ((?x3987 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3978 (= ?x3987 (_ bv0 30))))
 (let (($x3961 (or (not (= ((_ extract 31 10) ?x3973) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3930) (concat ((_ extract 7 0) ?x3935) (_ bv0 2)))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x3956 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3982 (and $x3956 $x3956 (bvult ?x3935 (_ bv144 32)) $x3956 $x3956 (bvult ?x3930 (_ bv128 32)) (and $x207 (not $x3961) (= ((_ extract 4 0) ?x3930) (_ bv0 5)) $x3978) (bvule ?x3986 ?x3924) (bvule ?x3974 (bvadd ?x3986 (_ bv2 64))))))
 (not $x3982))))))))))))))))
(assert
 (let ((?x3924 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3932 ((_ extract 15 0) (bvsub ?x3924 (_ bv1152 64)))))
(let ((?x3946 ((_ zero_extend 16) (bvudiv ?x3932 (_ bv8 16)))))
(let ((?x3954 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3932 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x4030 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3954)) (concat ((_ extract 29 0) ?x3946) (_ bv0 2)))))
(let ((?x4000 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4030))))
(let ((?x3966 (concat ?x4000 (_ bv0 1))))
(let ((?x3974 (bvadd ?x3924 (_ bv2 64))))
(let ((?x3987 ((_ extract 29 0) (_ bv0 32))))
(let (($x3978 (= ?x3987 (_ bv0 30))))
(let (($x3999 (or (not (= ((_ extract 31 10) ?x4030) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3954) (concat ((_ extract 7 0) ?x3946) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3956 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4022 (and $x3956 $x3956 (bvult ?x3946 (_ bv144 32)) $x3956 $x3956 (bvult ?x3954 (_ bv128 32)) (and $x207 (not $x3999) (= ((_ extract 4 0) ?x3954) (_ bv0 5)) $x3978) (bvule ?x3966 ?x3924) (bvule ?x3974 (bvadd ?x3966 (_ bv2 64))))))
(not $x4022))))))))))))))))
(check-sat)
