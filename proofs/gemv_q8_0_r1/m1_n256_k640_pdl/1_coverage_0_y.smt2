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
 (bvule base!w (_ bv18446744073709377535 64)))
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
 (let ((?x771 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x814 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x771 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x795 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x771 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x794 (bvadd ?x795 (_ bv0 32))))
(let ((?x833 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x794)) ?x814)))
(let ((?x807 (concat (bvadd (bvmul (_ bv256 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x833)) (_ bv0 1))))
(let (($x828 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x794) (_ bv0 5))))))
(let ((?x826 (concat ((_ extract 6 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x771 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x789 (or (not (= ((_ extract 31 9) ?x833) (_ bv0 23))) (bvule (_ bv256 9) (bvadd ((_ extract 13 5) ?x794) ?x826)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x800 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x820 (and $x800 $x800 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x771 (_ bv0 64))) (_ bv8 16))) (_ bv64 32)) $x800 $x800 (bvult ?x794 (_ bv128 32)) (and $x207 (not $x789) (not $x828)) (= ?x807 ?x771))))
(not $x820))))))))))))))
(check-sat)
