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
 (bvule base!w (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709355007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv49152 64)))
(assert
 (let ((?x2372 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2378 ((_ extract 18 0) (bvsub ?x2372 (_ bv0 64)))))
(let ((?x2384 ((_ zero_extend 13) (bvudiv ?x2378 (_ bv16 19)))))
(let ((?x2379 (bvadd (bvmul ((_ zero_extend 13) (bvudiv (bvurem ?x2378 (_ bv16 19)) (_ bv4 19))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2417 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2379)) (concat ((_ extract 29 0) ?x2384) (_ bv0 2)))))
(let ((?x2382 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2417))))
(let ((?x2387 (concat ?x2382 (_ bv0 2))))
(let (($x2432 (or (not (= ((_ extract 31 16) ?x2417) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x2379) (concat ((_ extract 13 0) ?x2384) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2426 (and $x207 (not $x2432) (= ((_ extract 4 0) ?x2379) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x2399 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2427 (and $x2399 $x2399 (bvult ?x2384 (_ bv12288 32)) $x2399 $x2399 (bvult ?x2379 (_ bv128 32)) $x2426 (bvule ?x2387 ?x2372) (bvule (bvadd ?x2372 (_ bv4 64)) (bvadd ?x2387 (_ bv4 64))))))
(not $x2427))))))))))))))
(check-sat)
