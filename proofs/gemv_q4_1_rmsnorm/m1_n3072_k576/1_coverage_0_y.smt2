; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
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
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709545471 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv3072 64)))
(assert
 (let ((?x7544 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x7558 ((_ extract 15 0) (bvsub ?x7544 (_ bv0 64)))))
(let ((?x7554 ((_ zero_extend 16) (bvudiv ?x7558 (_ bv8 16)))))
(let ((?x7549 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x7558 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x7580 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x7549)) (concat ((_ extract 29 0) ?x7554) (_ bv0 2)))))
(let ((?x7563 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x7580))))
(let ((?x7583 (concat ?x7563 (_ bv0 1))))
(let (($x7561 (or (not (= ((_ extract 31 12) ?x7580) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x7549) (concat ((_ extract 9 0) ?x7554) (_ bv0 2)))))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x7592 (and $x228 (not $x7561) (= ((_ extract 4 0) ?x7549) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x7593 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x7566 (and $x7593 $x7593 (bvult ?x7554 (_ bv768 32)) $x7593 $x7593 (bvult ?x7549 (_ bv128 32)) $x7592 (bvule ?x7583 ?x7544) (bvule (bvadd ?x7544 (_ bv2 64)) (bvadd ?x7583 (_ bv2 64))))))
(not $x7566))))))))))))))
(check-sat)
