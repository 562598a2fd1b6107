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
 (let ((?x2367 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2410 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2367 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
(let ((?x2387 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2367 (_ bv0 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
(let ((?x2391 (bvadd ?x2387 (_ bv0 32))))
(let ((?x2429 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2391)) ?x2410)))
(let ((?x2374 (bvadd (bvmul (_ bv36 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2429))))
(let ((?x2407 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2367 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
(let (($x2424 (or (not (= ((_ extract 31 6) ?x2429) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x2391) ?x2407)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2414 (and $x207 (not $x2424) (= ((_ extract 4 0) ?x2391) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x2412 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2416 (and $x2412 $x2412 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2367 (_ bv0 64))) (_ bv16 16))) (_ bv9 32)) $x2412 $x2412 (bvult ?x2391 (_ bv128 32)) $x2414 (= (concat ?x2374 (_ bv0 2)) ?x2367))))
(not $x2416))))))))))))))
(check-sat)
