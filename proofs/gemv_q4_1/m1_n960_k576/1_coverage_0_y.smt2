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
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549695 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x3525 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3531 ((_ extract 15 0) (bvsub ?x3525 (_ bv0 64)))))
(let ((?x3537 ((_ zero_extend 16) (bvudiv ?x3531 (_ bv8 16)))))
(let ((?x3532 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3531 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3535 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3532)) (concat ((_ extract 29 0) ?x3537) (_ bv0 2)))))
(let ((?x3583 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3535))))
(let ((?x3581 (concat ?x3583 (_ bv0 1))))
(let (($x3570 (or (not (= ((_ extract 31 10) ?x3535) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x3532) (concat ((_ extract 7 0) ?x3537) (_ bv0 2)))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x3550 (and $x206 (not $x3570) (= ((_ extract 4 0) ?x3532) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x3548 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3565 (and $x3548 $x3548 (bvult ?x3537 (_ bv240 32)) $x3548 $x3548 (bvult ?x3532 (_ bv128 32)) $x3550 (bvule ?x3581 ?x3525) (bvule (bvadd ?x3525 (_ bv2 64)) (bvadd ?x3581 (_ bv2 64))))))
(not $x3565))))))))))))))
(check-sat)
