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
 (let ((?x3921 ((_ extract 15 0) (bvsub ?x3916 (_ bv0 64)))))
 (let ((?x3927 ((_ zero_extend 16) (bvudiv ?x3921 (_ bv8 16)))))
 (let ((?x3922 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3921 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x3966 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3922)) (concat ((_ extract 29 0) ?x3927) (_ bv0 2)))))
 (let ((?x3959 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3966))))
 (let ((?x3979 (concat ?x3959 (_ bv0 1))))
 (let ((?x3964 (bvadd ?x3916 (_ bv2 64))))
 (let ((?x3980 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3969 (= ?x3980 (_ bv0 30))))
 (let (($x3945 (or (not (= ((_ extract 31 10) ?x3966) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3922) (concat ((_ extract 7 0) ?x3927) (_ bv0 2)))))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x3965 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3954 (and $x3965 $x3965 (bvult ?x3927 (_ bv144 32)) $x3965 $x3965 (bvult ?x3922 (_ bv128 32)) (and $x205 (not $x3945) (= ((_ extract 4 0) ?x3922) (_ bv0 5)) $x3969) (bvule ?x3979 ?x3916) (bvule ?x3964 (bvadd ?x3979 (_ bv2 64))))))
 (not $x3954))))))))))))))))
(assert
 (let ((?x3916 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3924 ((_ extract 15 0) (bvsub ?x3916 (_ bv1152 64)))))
(let ((?x3938 ((_ zero_extend 16) (bvudiv ?x3924 (_ bv8 16)))))
(let ((?x3946 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3924 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x4023 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3946)) (concat ((_ extract 29 0) ?x3938) (_ bv0 2)))))
(let ((?x4008 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4023))))
(let ((?x3994 (concat ?x4008 (_ bv0 1))))
(let ((?x3964 (bvadd ?x3916 (_ bv2 64))))
(let ((?x3980 ((_ extract 29 0) (_ bv0 32))))
(let (($x3969 (= ?x3980 (_ bv0 30))))
(let (($x3991 (or (not (= ((_ extract 31 10) ?x4023) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3946) (concat ((_ extract 7 0) ?x3938) (_ bv0 2)))))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x3965 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3988 (and $x3965 $x3965 (bvult ?x3938 (_ bv144 32)) $x3965 $x3965 (bvult ?x3946 (_ bv128 32)) (and $x205 (not $x3991) (= ((_ extract 4 0) ?x3946) (_ bv0 5)) $x3969) (bvule ?x3994 ?x3916) (bvule ?x3964 (bvadd ?x3994 (_ bv2 64))))))
(not $x3988))))))))))))))))
(check-sat)
