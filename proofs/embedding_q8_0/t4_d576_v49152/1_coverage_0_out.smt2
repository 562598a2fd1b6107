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
 (bvule base!ids (_ bv18446744073709551599 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x338 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x351 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x338 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)))))
(let ((?x355 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x338 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)) (_ bv2 16)))))
(let ((?x374 (bvadd ?x355 (bvmul (_ bv256 32) ?x351))))
(let ((?x357 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x338 (_ bv0 64))) (_ bv1152 16)))))))
(let (($x358 (or (not (= ((_ extract 31 10) ?x374) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x355) (bvmul (_ bv256 10) ((_ extract 9 0) ?x351)))))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x360 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x379 (and $x360 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x338 (_ bv0 64))) (_ bv1152 16))) (_ bv4 32)) (bvult ?x351 (_ bv3 32)) $x360 $x360 (bvult ?x355 (_ bv256 32)) (and $x211 (not $x358)) (= (concat (bvadd ?x357 (concat (_ bv0 31) ?x374)) (_ bv0 1)) ?x338))))
(not $x379)))))))))))
(check-sat)
