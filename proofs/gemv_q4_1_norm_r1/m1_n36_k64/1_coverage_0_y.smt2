; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
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
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709551359 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
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
 (let ((?x799 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv72 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x837 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x799 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x823 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x799 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x822 (bvadd ?x823 (_ bv0 32))))
(let ((?x861 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x822)) ?x837)))
(let ((?x834 (concat (bvadd (bvmul (_ bv36 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x861)) (_ bv0 1))))
(let (($x813 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x822) (_ bv0 5))))))
(let ((?x821 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x799 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x858 (or (not (= ((_ extract 31 6) ?x861) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x822) ?x821)))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x845 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x818 (and $x845 $x845 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x799 (_ bv0 64))) (_ bv8 16))) (_ bv9 32)) $x845 $x845 (bvult ?x822 (_ bv128 32)) (and $x229 (not $x858) (not $x813)) (= ?x834 ?x799))))
(not $x818))))))))))))))
(check-sat)
