; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709547415 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x3433 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3438 ((_ extract 15 0) (bvsub ?x3433 (_ bv0 64)))))
 (let ((?x3442 ((_ zero_extend 16) (bvudiv ?x3438 (_ bv600 16)))))
 (let ((?x3469 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3442)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3469) (bvule ?x3469 (_ bv6 32))))))))
(assert
 (let ((?x3433 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3455 ((_ extract 15 0) (bvsub ?x3433 (_ bv512 64)))))
 (let ((?x3441 ((_ zero_extend 16) (bvudiv ?x3455 (_ bv600 16)))))
 (let ((?x3511 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3441)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3511) (bvule ?x3511 (_ bv6 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv300 64)))
(assert
 (let ((?x3433 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3467 (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3433 (_ bv0 64))) (_ bv600 16)))))))
 (let ((?x3448 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3433 (_ bv0 64))) (_ bv600 16)) (_ bv2 16)))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x3465 (and $x230 (not (or (not (= ((_ extract 31 9) ?x3448) (_ bv0 23))) (bvule (_ bv300 9) ((_ extract 8 0) ?x3448)))))))
 (let (($x3460 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3471 (and $x3460 $x3460 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3433 (_ bv0 64))) (_ bv600 16))) (_ bv3 32)) $x3460 $x3460 (bvult ?x3448 (_ bv256 32)) $x3465 (= (concat (bvadd (concat (_ bv0 31) ?x3448) ?x3467) (_ bv0 1)) ?x3433))))
 (not $x3471)))))))))
(assert
 (let ((?x3433 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3445 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3433 (_ bv512 64))) (_ bv600 16)) (_ bv2 16)))))
(let ((?x3484 (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3433 (_ bv512 64))) (_ bv600 16)))))))
(let (($x3495 (and (bvule ?x3445 (_ bv4294967039 32)) (or (not (= ((_ extract 31 6) ?x3445) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) ?x3445))))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x3460 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3497 (and $x3460 $x3460 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3433 (_ bv512 64))) (_ bv600 16))) (_ bv3 32)) $x3460 $x3460 (bvult ?x3445 (_ bv256 32)) (and $x230 (not $x3495)) (= (concat (bvadd ?x3484 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3445))) (_ bv0 1)) ?x3433))))
(not $x3497)))))))))
(check-sat)
