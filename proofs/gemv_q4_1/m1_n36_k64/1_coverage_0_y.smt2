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
 (bvule base!x (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550175 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551543 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv36 64)))
(assert
 (let ((?x3579 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv72 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3622 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3579 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3602 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3579 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3589 (bvadd ?x3602 (_ bv0 32))))
(let ((?x3641 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3589)) ?x3622)))
(let ((?x3595 (bvadd (bvmul (_ bv36 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3641))))
(let ((?x3594 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3579 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x3591 (or (not (= ((_ extract 31 6) ?x3641) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x3589) ?x3594)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3637 (and $x207 (not $x3591) (= ((_ extract 4 0) ?x3589) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x3636 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3626 (and $x3636 $x3636 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3579 (_ bv0 64))) (_ bv8 16))) (_ bv9 32)) $x3636 $x3636 (bvult ?x3589 (_ bv128 32)) $x3637 (= (concat ?x3595 (_ bv0 1)) ?x3579))))
(not $x3626))))))))))))))
(check-sat)
