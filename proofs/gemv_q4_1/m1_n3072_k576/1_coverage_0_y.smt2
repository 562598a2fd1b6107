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
 (let ((?x3526 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3532 ((_ extract 15 0) (bvsub ?x3526 (_ bv0 64)))))
(let ((?x3538 ((_ zero_extend 16) (bvudiv ?x3532 (_ bv8 16)))))
(let ((?x3533 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3532 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3564 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3533)) (concat ((_ extract 29 0) ?x3538) (_ bv0 2)))))
(let ((?x3551 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3564))))
(let ((?x3567 (concat ?x3551 (_ bv0 1))))
(let (($x3547 (or (not (= ((_ extract 31 12) ?x3564) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x3533) (concat ((_ extract 9 0) ?x3538) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3576 (and $x207 (not $x3547) (= ((_ extract 4 0) ?x3533) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x3577 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3541 (and $x3577 $x3577 (bvult ?x3538 (_ bv768 32)) $x3577 $x3577 (bvult ?x3533 (_ bv128 32)) $x3576 (bvule ?x3567 ?x3526) (bvule (bvadd ?x3526 (_ bv2 64)) (bvadd ?x3567 (_ bv2 64))))))
(not $x3541))))))))))))))
(check-sat)
