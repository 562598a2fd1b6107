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
 (let ((?x566 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x619 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x566 (_ bv0 64))) (_ bv32 16)))) (_ bv0 2))))
 (let ((?x577 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x566 (_ bv0 64))) (_ bv32 16)) (_ bv8 16))) (_ bv32 32))))
 (let ((?x580 (bvadd ?x577 (_ bv0 32))))
 (let ((?x624 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x580)) ?x619)))
 (let ((?x640 (bvmul (_ bv36 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let (($x626 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
 (let ((?x584 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x566 (_ bv0 64))) (_ bv32 16)))) (_ bv0 2))))
 (let (($x637 (or (not (= ((_ extract 30 5) ?x624) (_ bv0 26))) (bvule (_ bv36 6) (concat (bvadd ((_ extract 9 5) ?x580) ?x584) (_ bv0 1))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x620 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x630 (and $x620 $x620 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x566 (_ bv0 64))) (_ bv32 16))) (_ bv5 32)) $x620 $x620 (bvult ?x580 (_ bv128 32)) (and $x207 (not $x637) (= ((_ extract 4 0) ?x580) (_ bv0 5)) $x626) (= (concat (bvadd ?x640 (concat (_ bv0 30) ?x624 (_ bv0 1))) (_ bv0 2)) ?x566))))
 (not $x630))))))))))))))
(assert
 (let ((?x566 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x618 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x566 (_ bv4 64))) (_ bv32 16)))) (_ bv0 2))))
(let ((?x595 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x566 (_ bv4 64))) (_ bv32 16)) (_ bv8 16))) (_ bv32 32))))
(let ((?x598 (bvadd ?x595 (_ bv0 32))))
(let ((?x667 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x598)) ?x618)))
(let ((?x640 (bvmul (_ bv36 62) (concat (_ bv0 30) (_ bv0 32)))))
(let (($x680 (= (bvadd (_ bv4 64) (concat (bvadd ?x640 (concat (_ bv0 30) ?x667 (_ bv0 1))) (_ bv0 2))) ?x566)))
(let ((?x689 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x566 (_ bv4 64))) (_ bv32 16)))) (_ bv0 2))))
(let ((?x647 (bvadd ((_ extract 9 5) ?x598) ?x689)))
(let (($x644 (not (= ((_ extract 30 5) ?x667) (_ bv0 26)))))
(let (($x626 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x677 (and $x207 (not (or $x644 (bvule (_ bv36 6) (concat ?x647 (_ bv0 1))))) (= ((_ extract 4 0) ?x598) (_ bv0 5)) $x626 (not (or $x644 (bvule (_ bv36 6) (concat ?x647 (_ bv1 1))))))))
(let (($x620 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x678 (and $x620 $x620 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x566 (_ bv4 64))) (_ bv32 16))) (_ bv5 32)) $x620 $x620 (bvult ?x598 (_ bv128 32)) $x677 $x680)))
(not $x678)))))))))))))))))
(check-sat)
