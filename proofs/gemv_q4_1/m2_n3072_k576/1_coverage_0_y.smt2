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
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709539327 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv3072 64)))
(assert
 (let ((?x920 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1203 ((_ extract 15 0) (bvsub ?x920 (_ bv0 64)))))
 (let ((?x2939 ((_ zero_extend 16) (bvudiv ?x1203 (_ bv8 16)))))
 (let ((?x3464 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x1203 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x1169 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3464)) (concat ((_ extract 29 0) ?x2939) (_ bv0 2)))))
 (let ((?x1077 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x1169))))
 (let ((?x1195 (concat ?x1077 (_ bv0 1))))
 (let ((?x4786 (bvadd ?x920 (_ bv2 64))))
 (let ((?x2664 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3359 (= ?x2664 (_ bv0 30))))
 (let (($x1117 (or (not (= ((_ extract 31 12) ?x1169) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x3464) (concat ((_ extract 9 0) ?x2939) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3523 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3519 (and $x3523 $x3523 (bvult ?x2939 (_ bv768 32)) $x3523 $x3523 (bvult ?x3464 (_ bv128 32)) (and $x208 (not $x1117) (= ((_ extract 4 0) ?x3464) (_ bv0 5)) $x3359) (bvule ?x1195 ?x920) (bvule ?x4786 (bvadd ?x1195 (_ bv2 64))))))
 (not $x3519))))))))))))))))
(assert
 (let ((?x920 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3351 ((_ extract 15 0) (bvsub ?x920 (_ bv6144 64)))))
(let ((?x1073 ((_ zero_extend 16) (bvudiv ?x3351 (_ bv8 16)))))
(let ((?x3006 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3351 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x1189 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3006)) (concat ((_ extract 29 0) ?x1073) (_ bv0 2)))))
(let ((?x976 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x1189))))
(let ((?x963 (concat ?x976 (_ bv0 1))))
(let ((?x4786 (bvadd ?x920 (_ bv2 64))))
(let ((?x2664 ((_ extract 29 0) (_ bv0 32))))
(let (($x3359 (= ?x2664 (_ bv0 30))))
(let (($x3204 (or (not (= ((_ extract 31 12) ?x1189) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x3006) (concat ((_ extract 9 0) ?x1073) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x3523 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1055 (and $x3523 $x3523 (bvult ?x1073 (_ bv768 32)) $x3523 $x3523 (bvult ?x3006 (_ bv128 32)) (and $x208 (not $x3204) (= ((_ extract 4 0) ?x3006) (_ bv0 5)) $x3359) (bvule ?x963 ?x920) (bvule ?x4786 (bvadd ?x963 (_ bv2 64))))))
(not $x1055))))))))))))))))
(check-sat)
