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
 (bvule base!y (_ bv18446744073709551471 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv36 64)))
(assert
 (let ((?x2423 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2466 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2423 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
(let ((?x2443 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2423 (_ bv0 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
(let ((?x2447 (bvadd ?x2443 (_ bv0 32))))
(let ((?x2485 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2447)) ?x2466)))
(let ((?x2430 (bvadd (bvmul (_ bv36 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2485))))
(let ((?x2463 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2423 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
(let (($x2480 (or (not (= ((_ extract 31 6) ?x2485) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x2447) ?x2463)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2470 (and $x207 (not $x2480) (= ((_ extract 4 0) ?x2447) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x2468 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2472 (and $x2468 $x2468 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2423 (_ bv0 64))) (_ bv16 16))) (_ bv9 32)) $x2468 $x2468 (bvult ?x2447 (_ bv128 32)) $x2470 (= (concat ?x2430 (_ bv0 2)) ?x2423))))
(not $x2472))))))))))))))
(check-sat)
