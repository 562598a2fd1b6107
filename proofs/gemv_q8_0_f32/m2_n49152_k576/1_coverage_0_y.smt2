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
 (bvule base!x (_ bv18446744073709549311 64)))
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
 (bvule base!y (_ bv18446744073709158399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv49152 64)))
(assert
 (let ((?x2519 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2524 ((_ extract 19 0) (bvsub ?x2519 (_ bv0 64)))))
 (let ((?x2530 ((_ zero_extend 12) (bvudiv ?x2524 (_ bv16 20)))))
 (let ((?x2525 (bvadd (bvmul ((_ zero_extend 12) (bvudiv (bvurem ?x2524 (_ bv16 20)) (_ bv4 20))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x2535 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2525)) (concat ((_ extract 29 0) ?x2530) (_ bv0 2)))))
 (let ((?x2583 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2535))))
 (let ((?x2582 (concat ?x2583 (_ bv0 2))))
 (let ((?x2568 (bvadd ?x2519 (_ bv4 64))))
 (let ((?x2554 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2571 (= ?x2554 (_ bv0 30))))
 (let (($x2564 (or (not (= ((_ extract 31 16) ?x2535) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x2525) (concat ((_ extract 13 0) ?x2530) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2565 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2545 (and $x2565 $x2565 (bvult ?x2530 (_ bv12288 32)) $x2565 $x2565 (bvult ?x2525 (_ bv128 32)) (and $x208 (not $x2564) (= ((_ extract 4 0) ?x2525) (_ bv0 5)) $x2571) (bvule ?x2582 ?x2519) (bvule ?x2568 (bvadd ?x2582 (_ bv4 64))))))
 (not $x2545))))))))))))))))
(assert
 (let ((?x2519 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2527 ((_ extract 19 0) (bvsub ?x2519 (_ bv196608 64)))))
(let ((?x2541 ((_ zero_extend 12) (bvudiv ?x2527 (_ bv16 20)))))
(let ((?x2549 (bvadd (bvmul ((_ zero_extend 12) (bvudiv (bvurem ?x2527 (_ bv16 20)) (_ bv4 20))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2625 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2549)) (concat ((_ extract 29 0) ?x2541) (_ bv0 2)))))
(let ((?x2614 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x2625))))
(let ((?x2601 (concat ?x2614 (_ bv0 2))))
(let ((?x2568 (bvadd ?x2519 (_ bv4 64))))
(let ((?x2554 ((_ extract 29 0) (_ bv0 32))))
(let (($x2571 (= ?x2554 (_ bv0 30))))
(let (($x2561 (or (not (= ((_ extract 31 16) ?x2625) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x2549) (concat ((_ extract 13 0) ?x2541) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2565 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2596 (and $x2565 $x2565 (bvult ?x2541 (_ bv12288 32)) $x2565 $x2565 (bvult ?x2549 (_ bv128 32)) (and $x208 (not $x2561) (= ((_ extract 4 0) ?x2549) (_ bv0 5)) $x2571) (bvule ?x2601 ?x2519) (bvule ?x2568 (bvadd ?x2601 (_ bv4 64))))))
(not $x2596))))))))))))))))
(check-sat)
