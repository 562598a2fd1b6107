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
 (let ((?x569 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x622 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x569 (_ bv0 64))) (_ bv32 16)))) (_ bv0 2))))
 (let ((?x580 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x569 (_ bv0 64))) (_ bv32 16)) (_ bv8 16))) (_ bv32 32))))
 (let ((?x583 (bvadd ?x580 (_ bv0 32))))
 (let ((?x627 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x583)) ?x622)))
 (let ((?x643 (bvmul (_ bv36 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let (($x629 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
 (let ((?x587 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x569 (_ bv0 64))) (_ bv32 16)))) (_ bv0 2))))
 (let (($x640 (or (not (= ((_ extract 30 5) ?x627) (_ bv0 26))) (bvule (_ bv36 6) (concat (bvadd ((_ extract 9 5) ?x583) ?x587) (_ bv0 1))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x623 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x633 (and $x623 $x623 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x569 (_ bv0 64))) (_ bv32 16))) (_ bv5 32)) $x623 $x623 (bvult ?x583 (_ bv128 32)) (and $x207 (not $x640) (= ((_ extract 4 0) ?x583) (_ bv0 5)) $x629) (= (concat (bvadd ?x643 (concat (_ bv0 30) ?x627 (_ bv0 1))) (_ bv0 2)) ?x569))))
 (not $x633))))))))))))))
(assert
 (let ((?x569 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x621 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x569 (_ bv4 64))) (_ bv32 16)))) (_ bv0 2))))
(let ((?x598 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x569 (_ bv4 64))) (_ bv32 16)) (_ bv8 16))) (_ bv32 32))))
(let ((?x601 (bvadd ?x598 (_ bv0 32))))
(let ((?x670 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x601)) ?x621)))
(let ((?x643 (bvmul (_ bv36 62) (concat (_ bv0 30) (_ bv0 32)))))
(let (($x683 (= (bvadd (_ bv4 64) (concat (bvadd ?x643 (concat (_ bv0 30) ?x670 (_ bv0 1))) (_ bv0 2))) ?x569)))
(let ((?x692 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x569 (_ bv4 64))) (_ bv32 16)))) (_ bv0 2))))
(let ((?x650 (bvadd ((_ extract 9 5) ?x601) ?x692)))
(let (($x647 (not (= ((_ extract 30 5) ?x670) (_ bv0 26)))))
(let (($x629 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x680 (and $x207 (not (or $x647 (bvule (_ bv36 6) (concat ?x650 (_ bv0 1))))) (= ((_ extract 4 0) ?x601) (_ bv0 5)) $x629 (not (or $x647 (bvule (_ bv36 6) (concat ?x650 (_ bv1 1))))))))
(let (($x623 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x681 (and $x623 $x623 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x569 (_ bv4 64))) (_ bv32 16))) (_ bv5 32)) $x623 $x623 (bvult ?x601 (_ bv128 32)) $x680 $x683)))
(not $x681)))))))))))))))))
(check-sat)
