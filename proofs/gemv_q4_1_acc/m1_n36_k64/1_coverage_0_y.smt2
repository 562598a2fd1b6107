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
 (let ((?x3567 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv72 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3572 ((_ extract 15 0) (bvsub ?x3567 (_ bv0 64)))))
(let ((?x3580 ((_ zero_extend 16) (bvudiv ?x3572 (_ bv8 16)))))
(let ((?x3577 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3572 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3603 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3577)) (concat ((_ extract 29 0) ?x3580) (_ bv0 2)))))
(let ((?x3578 (bvadd (bvmul (_ bv36 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3603))))
(let ((?x3597 (concat ?x3578 (_ bv0 1))))
(let (($x3626 (or (not (= ((_ extract 31 6) ?x3603) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x3577) (concat ((_ extract 3 0) ?x3580) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3611 (and $x207 (not $x3626) (= ((_ extract 4 0) ?x3577) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x3613 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3589 (and $x3613 $x3613 (bvult ?x3580 (_ bv9 32)) $x3613 $x3613 (bvult ?x3577 (_ bv128 32)) $x3611 (bvule ?x3597 ?x3567) (bvule (bvadd ?x3567 (_ bv2 64)) (bvadd ?x3597 (_ bv2 64))))))
(not $x3589))))))))))))))
(check-sat)
