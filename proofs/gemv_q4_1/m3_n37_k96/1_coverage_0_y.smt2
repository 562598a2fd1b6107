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
 (bvule base!w (_ bv18446744073709549395 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551393 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv37 64)))
(assert
 (let ((?x3961 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4027 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3961 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3981 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3961 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3985 (bvadd ?x3981 (_ bv0 32))))
 (let ((?x4028 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3985)) ?x4027)))
 (let ((?x4019 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x4028))))
 (let ((?x4042 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4007 (= ?x4042 (_ bv0 30))))
 (let ((?x4037 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3961 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3988 (or (not (= ((_ extract 31 6) ?x4028) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x3985) ?x4037)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3998 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4036 (and $x3998 $x3998 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3961 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x3998 $x3998 (bvult ?x3985 (_ bv128 32)) (and $x208 (not $x3988) (= ((_ extract 4 0) ?x3985) (_ bv0 5)) $x4007) (= (concat ?x4019 (_ bv0 1)) ?x3961))))
 (not $x4036)))))))))))))))
(assert
 (let ((?x3961 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3980 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3961 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3995 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3961 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3982 (bvadd ?x3995 (_ bv0 32))))
 (let ((?x4069 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3982)) ?x3980)))
 (let ((?x4076 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4069))))
 (let ((?x4042 ((_ extract 29 0) (_ bv0 32))))
 (let (($x4007 (= ?x4042 (_ bv0 30))))
 (let ((?x4049 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3961 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4035 (or (not (= ((_ extract 31 6) ?x4069) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x3982) ?x4049)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3998 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4045 (and $x3998 $x3998 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3961 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x3998 $x3998 (bvult ?x3982 (_ bv128 32)) (and $x208 (not $x4035) (= ((_ extract 4 0) ?x3982) (_ bv0 5)) $x4007) (= (concat ?x4076 (_ bv0 1)) ?x3961))))
 (not $x4045)))))))))))))))
(assert
 (let ((?x3961 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4014 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3961 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x4005 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3961 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3986 (bvadd ?x4005 (_ bv0 32))))
(let ((?x4097 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3986)) ?x4014)))
(let ((?x4104 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4097))))
(let ((?x4042 ((_ extract 29 0) (_ bv0 32))))
(let (($x4007 (= ?x4042 (_ bv0 30))))
(let ((?x4063 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3961 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4089 (or (not (= ((_ extract 31 6) ?x4097) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x3986) ?x4063)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x3998 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4053 (and $x3998 $x3998 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3961 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x3998 $x3998 (bvult ?x3986 (_ bv128 32)) (and $x208 (not $x4089) (= ((_ extract 4 0) ?x3986) (_ bv0 5)) $x4007) (= (concat ?x4104 (_ bv0 1)) ?x3961))))
(not $x4053)))))))))))))))
(check-sat)
