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
 (bvule base!w (_ bv18446744073709549167 64)))
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
 (let ((?x2411 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv72 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2454 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2411 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x2431 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2411 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x2435 (bvadd ?x2431 (_ bv0 32))))
(let ((?x2473 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2435)) ?x2454)))
(let ((?x2420 (bvadd (bvmul (_ bv36 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x2473))))
(let ((?x2433 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2411 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x2419 (or (not (= ((_ extract 31 6) ?x2473) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x2435) ?x2433)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2469 (and $x207 (not $x2419) (= ((_ extract 4 0) ?x2435) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x2468 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2458 (and $x2468 $x2468 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2411 (_ bv0 64))) (_ bv8 16))) (_ bv9 32)) $x2468 $x2468 (bvult ?x2435 (_ bv128 32)) $x2469 (= (concat ?x2420 (_ bv0 1)) ?x2411))))
(not $x2458))))))))))))))
(check-sat)
