; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!table () (_ BitVec 64))
(declare-fun base!ids () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!table (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!table (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!table (_ bv0 64)) true))
(assert
 (= (bvand base!ids (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ids (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv512 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x323 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x350 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x323 (_ bv0 64))) (_ bv1152 21)) (_ bv512 21)))))
(let ((?x356 ((_ zero_extend 11) (bvudiv (bvurem (bvurem ((_ extract 20 0) (bvsub ?x323 (_ bv0 64))) (_ bv1152 21)) (_ bv512 21)) (_ bv2 21)))))
(let ((?x370 (bvadd ?x356 (bvmul (_ bv256 32) ?x350))))
(let ((?x359 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x323 (_ bv0 64))) (_ bv1152 21)))))))
(let (($x374 (or (not (= ((_ extract 31 10) ?x370) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x356) (bvmul (_ bv256 10) ((_ extract 9 0) ?x350)))))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x383 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x363 (and $x383 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x323 (_ bv0 64))) (_ bv1152 21))) (_ bv512 32)) (bvult ?x350 (_ bv3 32)) $x383 $x383 (bvult ?x356 (_ bv256 32)) (and $x211 (not $x374)) (= (concat (bvadd ?x359 (concat (_ bv0 31) ?x370)) (_ bv0 1)) ?x323))))
(not $x363)))))))))))
(check-sat)
