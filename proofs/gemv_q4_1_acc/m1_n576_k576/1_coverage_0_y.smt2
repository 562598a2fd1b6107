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
 (bvule base!w (_ bv18446744073709344255 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3571 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3577 ((_ extract 15 0) (bvsub ?x3571 (_ bv0 64)))))
(let ((?x3583 ((_ zero_extend 16) (bvudiv ?x3577 (_ bv8 16)))))
(let ((?x3578 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3577 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3613 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3578)) (concat ((_ extract 29 0) ?x3583) (_ bv0 2)))))
(let ((?x3606 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3613))))
(let ((?x3626 (concat ?x3606 (_ bv0 1))))
(let (($x3601 (or (not (= ((_ extract 31 10) ?x3613) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x3578) (concat ((_ extract 7 0) ?x3583) (_ bv0 2)))))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x3596 (and $x204 (not $x3601) (= ((_ extract 4 0) ?x3578) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x3612 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3602 (and $x3612 $x3612 (bvult ?x3583 (_ bv144 32)) $x3612 $x3612 (bvult ?x3578 (_ bv128 32)) $x3596 (bvule ?x3626 ?x3571) (bvule (bvadd ?x3571 (_ bv2 64)) (bvadd ?x3626 (_ bv2 64))))))
(not $x3602))))))))))))))
(check-sat)
