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
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709551231 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549335 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551387 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv38 64)))
(assert
 (let ((?x802 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x818 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x802 (_ bv0 64))) (_ bv76 16)) (_ bv8 16)))))
(let ((?x813 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x802 (_ bv0 64))) (_ bv76 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x831 (bvadd (bvmul ?x813 (_ bv32 32)) (_ bv0 32))))
(let ((?x826 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x831)) (concat ((_ extract 29 0) ?x818) (_ bv0 2)))))
(let ((?x855 (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x802 (_ bv0 64))) (_ bv76 16)))))))
(let (($x844 (= ((_ extract 31 2) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x802 (_ bv0 64))) (_ bv76 16)))) (_ bv0 30))))
(let (($x828 (= ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x802 (_ bv0 64))) (_ bv76 16)))) (_ bv3 2))))
(let (($x842 (or (not (= ((_ extract 31 6) ?x826) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x831) (concat ((_ extract 3 0) ?x818) (_ bv0 2)))))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x856 (and $x233 (not $x842) (not (or $x828 (not $x844) (not (= ((_ extract 4 0) ?x831) (_ bv0 5))))))))
(let (($x858 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x861 (and $x858 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x802 (_ bv0 64))) (_ bv76 16))) (_ bv3 32)) (bvult ?x818 (_ bv10 32)) $x858 $x858 (bvult ?x831 (_ bv128 32)) $x856 (= (concat (bvadd ?x855 (concat (_ bv0 31) ?x826)) (_ bv0 1)) ?x802))))
(not $x861)))))))))))))))
(check-sat)
