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
 (bvule base!x (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709438975 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551103 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv256 64)))
(assert
 (let ((?x911 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x811 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x911 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x834 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x911 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x824 (bvadd ?x834 (_ bv0 32))))
(let ((?x703 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x824)) ?x811)))
(let ((?x728 (concat (bvadd (bvmul (_ bv256 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x703)) (_ bv0 1))))
(let (($x763 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x824) (_ bv0 5))))))
(let ((?x826 (concat ((_ extract 6 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x911 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x733 (or (not (= ((_ extract 31 9) ?x703) (_ bv0 23))) (bvule (_ bv256 9) (bvadd ((_ extract 13 5) ?x824) ?x826)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x742 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x809 (and $x742 $x742 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x911 (_ bv0 64))) (_ bv8 16))) (_ bv64 32)) $x742 $x742 (bvult ?x824 (_ bv128 32)) (and $x207 (not $x733) (not $x763)) (= ?x728 ?x911))))
(not $x809))))))))))))))
(check-sat)
