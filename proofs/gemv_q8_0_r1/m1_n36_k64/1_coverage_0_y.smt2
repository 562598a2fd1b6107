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
 (let ((?x438 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv72 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x481 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x438 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x462 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x438 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x461 (bvadd ?x462 (_ bv0 32))))
(let ((?x500 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x461)) ?x481)))
(let ((?x448 (concat (bvadd (bvmul (_ bv36 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x500)) (_ bv0 1))))
(let (($x470 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x461) (_ bv0 5))))))
(let ((?x486 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x438 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x485 (or (not (= ((_ extract 31 6) ?x500) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x461) ?x486)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x493 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x478 (and $x493 $x493 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x438 (_ bv0 64))) (_ bv8 16))) (_ bv9 32)) $x493 $x493 (bvult ?x461 (_ bv128 32)) (and $x207 (not $x485) (not $x470)) (= ?x448 ?x438))))
(not $x478))))))))))))))
(check-sat)
