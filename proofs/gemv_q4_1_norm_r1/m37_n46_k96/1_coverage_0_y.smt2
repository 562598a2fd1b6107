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
 (bvule base!x (_ bv18446744073709544511 64)))
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
 (bvule base!w (_ bv18446744073709548855 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709548211 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv37 64)))
(assert
 (bvult elem0_1 (_ bv46 64)))
(assert
 (let ((?x801 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv92 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x817 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x801 (_ bv0 64))) (_ bv92 16)) (_ bv8 16)))))
(let ((?x832 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x801 (_ bv0 64))) (_ bv92 16)) (_ bv8 16)) (_ bv2 16)))))
(let ((?x827 (bvadd (bvmul ?x832 (_ bv32 32)) (_ bv0 32))))
(let ((?x846 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x827)) (concat ((_ extract 29 0) ?x817) (_ bv0 2)))))
(let ((?x854 (bvmul (_ bv46 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x801 (_ bv0 64))) (_ bv92 16)))))))
(let (($x848 (= ((_ extract 31 6) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x801 (_ bv0 64))) (_ bv92 16)))) (_ bv0 26))))
(let (($x823 (bvule (_ bv37 6) ((_ extract 5 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x801 (_ bv0 64))) (_ bv92 16)))))))
(let (($x835 (or (not (= ((_ extract 31 6) ?x846) (_ bv0 26))) (bvule (_ bv46 6) (bvadd ((_ extract 10 5) ?x827) (concat ((_ extract 3 0) ?x817) (_ bv0 2)))))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x843 (and $x232 (not $x835) (not (or $x823 (not $x848) (not (= ((_ extract 4 0) ?x827) (_ bv0 5))))))))
(let (($x857 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x860 (and $x857 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x801 (_ bv0 64))) (_ bv92 16))) (_ bv37 32)) (bvult ?x817 (_ bv12 32)) $x857 $x857 (bvult ?x827 (_ bv128 32)) $x843 (= (concat (bvadd ?x854 (concat (_ bv0 31) ?x846)) (_ bv0 1)) ?x801))))
(not $x860)))))))))))))))
(check-sat)
