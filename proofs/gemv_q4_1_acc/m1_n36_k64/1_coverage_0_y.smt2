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
 (bvule base!w (_ bv18446744073709550175 64)))
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
 (let ((?x3677 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv72 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3720 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3677 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3700 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3677 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3687 (bvadd ?x3700 (_ bv0 32))))
(let ((?x3739 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3687)) ?x3720)))
(let ((?x3693 (bvadd (bvmul (_ bv36 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3739))))
(let ((?x3692 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3677 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x3689 (or (not (= ((_ extract 31 6) ?x3739) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x3687) ?x3692)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3735 (and $x207 (not $x3689) (= ((_ extract 4 0) ?x3687) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x3734 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3724 (and $x3734 $x3734 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3677 (_ bv0 64))) (_ bv8 16))) (_ bv9 32)) $x3734 $x3734 (bvult ?x3687 (_ bv128 32)) $x3735 (= (concat ?x3693 (_ bv0 1)) ?x3677))))
(not $x3724))))))))))))))
(check-sat)
