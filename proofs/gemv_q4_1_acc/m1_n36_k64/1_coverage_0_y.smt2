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
(let ((?x3682 ((_ extract 15 0) (bvsub ?x3677 (_ bv0 64)))))
(let ((?x3690 ((_ zero_extend 16) (bvudiv ?x3682 (_ bv8 16)))))
(let ((?x3687 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3682 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x3713 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3687)) (concat ((_ extract 29 0) ?x3690) (_ bv0 2)))))
(let ((?x3688 (bvadd (bvmul (_ bv36 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3713))))
(let ((?x3707 (concat ?x3688 (_ bv0 1))))
(let (($x3736 (or (not (= ((_ extract 31 6) ?x3713) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x3687) (concat ((_ extract 3 0) ?x3690) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x3721 (and $x207 (not $x3736) (= ((_ extract 4 0) ?x3687) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x3723 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3699 (and $x3723 $x3723 (bvult ?x3690 (_ bv9 32)) $x3723 $x3723 (bvult ?x3687 (_ bv128 32)) $x3721 (bvule ?x3707 ?x3677) (bvule (bvadd ?x3677 (_ bv2 64)) (bvadd ?x3707 (_ bv2 64))))))
(not $x3699))))))))))))))
(check-sat)
