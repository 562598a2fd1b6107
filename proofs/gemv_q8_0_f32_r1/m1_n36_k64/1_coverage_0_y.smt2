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
 (let ((?x2434 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2487 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2434 (_ bv0 64))) (_ bv32 16)))) (_ bv0 2))))
 (let ((?x2445 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2434 (_ bv0 64))) (_ bv32 16)) (_ bv8 16))) (_ bv32 32))))
 (let ((?x2448 (bvadd ?x2445 (_ bv0 32))))
 (let ((?x2492 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x2448)) ?x2487)))
 (let ((?x2508 (bvmul (_ bv36 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let (($x2494 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
 (let ((?x2452 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2434 (_ bv0 64))) (_ bv32 16)))) (_ bv0 2))))
 (let (($x2505 (or (not (= ((_ extract 30 5) ?x2492) (_ bv0 26))) (bvule (_ bv36 6) (concat (bvadd ((_ extract 9 5) ?x2448) ?x2452) (_ bv0 1))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2488 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2498 (and $x2488 $x2488 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2434 (_ bv0 64))) (_ bv32 16))) (_ bv5 32)) $x2488 $x2488 (bvult ?x2448 (_ bv128 32)) (and $x207 (not $x2505) (= ((_ extract 4 0) ?x2448) (_ bv0 5)) $x2494) (= (concat (bvadd ?x2508 (concat (_ bv0 30) ?x2492 (_ bv0 1))) (_ bv0 2)) ?x2434))))
 (not $x2498))))))))))))))
(assert
 (let ((?x2434 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2486 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2434 (_ bv4 64))) (_ bv32 16)))) (_ bv0 2))))
(let ((?x2463 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2434 (_ bv4 64))) (_ bv32 16)) (_ bv8 16))) (_ bv32 32))))
(let ((?x2466 (bvadd ?x2463 (_ bv0 32))))
(let ((?x2535 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x2466)) ?x2486)))
(let ((?x2508 (bvmul (_ bv36 62) (concat (_ bv0 30) (_ bv0 32)))))
(let (($x2548 (= (bvadd (_ bv4 64) (concat (bvadd ?x2508 (concat (_ bv0 30) ?x2535 (_ bv0 1))) (_ bv0 2))) ?x2434)))
(let ((?x2557 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2434 (_ bv4 64))) (_ bv32 16)))) (_ bv0 2))))
(let ((?x2515 (bvadd ((_ extract 9 5) ?x2466) ?x2557)))
(let (($x2512 (not (= ((_ extract 30 5) ?x2535) (_ bv0 26)))))
(let (($x2494 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2545 (and $x207 (not (or $x2512 (bvule (_ bv36 6) (concat ?x2515 (_ bv0 1))))) (= ((_ extract 4 0) ?x2466) (_ bv0 5)) $x2494 (not (or $x2512 (bvule (_ bv36 6) (concat ?x2515 (_ bv1 1))))))))
(let (($x2488 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2546 (and $x2488 $x2488 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2434 (_ bv4 64))) (_ bv32 16))) (_ bv5 32)) $x2488 $x2488 (bvult ?x2466 (_ bv128 32)) $x2545 $x2548)))
(not $x2546)))))))))))))))))
(check-sat)
