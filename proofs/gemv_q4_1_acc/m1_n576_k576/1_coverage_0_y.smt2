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
 (bvule base!w (_ bv18446744073709344255 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x780 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2803 ((_ extract 15 0) (bvsub ?x780 (_ bv0 64)))))
(let ((?x2621 ((_ zero_extend 16) (bvudiv ?x2803 (_ bv8 16)))))
(let ((?x1583 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2803 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x907 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1583)) (concat ((_ extract 29 0) ?x2621) (_ bv0 2)))))
(let ((?x2543 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x907))))
(let ((?x2343 (concat ?x2543 (_ bv0 1))))
(let (($x2624 (or (not (= ((_ extract 31 10) ?x907) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x1583) (concat ((_ extract 7 0) ?x2621) (_ bv0 2)))))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x2347 (and $x204 (not $x2624) (= ((_ extract 4 0) ?x1583) (_ bv0 5)) (= ((_ extract 29 0) (_ bv0 32)) (_ bv0 30)))))
(let (($x2798 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2346 (and $x2798 $x2798 (bvult ?x2621 (_ bv144 32)) $x2798 $x2798 (bvult ?x1583 (_ bv128 32)) $x2347 (bvule ?x2343 ?x780) (bvule (bvadd ?x780 (_ bv2 64)) (bvadd ?x2343 (_ bv2 64))))))
(not $x2346))))))))))))))
(check-sat)
