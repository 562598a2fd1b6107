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
 (let ((?x2517 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2567 (concat ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2517 (_ bv0 64))) (_ bv16 20)))) (_ bv0 2))))
 (let ((?x2540 (bvmul ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x2517 (_ bv0 64))) (_ bv16 20)) (_ bv4 20))) (_ bv32 32))))
 (let ((?x2523 (bvadd ?x2540 (_ bv0 32))))
 (let ((?x2585 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2523)) ?x2567)))
 (let ((?x2552 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x2585))))
 (let ((?x2526 ((_ extract 29 0) (_ bv0 32))))
 (let (($x2581 (= ?x2526 (_ bv0 30))))
 (let ((?x2568 (concat ((_ extract 13 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2517 (_ bv0 64))) (_ bv16 20)))) (_ bv0 2))))
 (let (($x2561 (or (not (= ((_ extract 31 16) ?x2585) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x2523) ?x2568)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2576 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2564 (and $x2576 $x2576 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2517 (_ bv0 64))) (_ bv16 20))) (_ bv12288 32)) $x2576 $x2576 (bvult ?x2523 (_ bv128 32)) (and $x208 (not $x2561) (= ((_ extract 4 0) ?x2523) (_ bv0 5)) $x2581) (= (concat ?x2552 (_ bv0 2)) ?x2517))))
 (not $x2564)))))))))))))))
(assert
 (let ((?x2517 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2566 (concat ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2517 (_ bv196608 64))) (_ bv16 20)))) (_ bv0 2))))
(let ((?x2550 (bvmul ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x2517 (_ bv196608 64))) (_ bv16 20)) (_ bv4 20))) (_ bv32 32))))
(let ((?x2547 (bvadd ?x2550 (_ bv0 32))))
(let ((?x2618 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2547)) ?x2566)))
(let ((?x2607 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x2618))))
(let ((?x2526 ((_ extract 29 0) (_ bv0 32))))
(let (($x2581 (= ?x2526 (_ bv0 30))))
(let ((?x2622 (concat ((_ extract 13 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2517 (_ bv196608 64))) (_ bv16 20)))) (_ bv0 2))))
(let (($x2543 (or (not (= ((_ extract 31 16) ?x2618) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x2547) ?x2622)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2576 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2611 (and $x2576 $x2576 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2517 (_ bv196608 64))) (_ bv16 20))) (_ bv12288 32)) $x2576 $x2576 (bvult ?x2547 (_ bv128 32)) (and $x208 (not $x2543) (= ((_ extract 4 0) ?x2547) (_ bv0 5)) $x2581) (= (concat ?x2607 (_ bv0 2)) ?x2517))))
(not $x2611)))))))))))))))
(check-sat)
