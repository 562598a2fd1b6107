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
 (bvule base!ids (_ bv18446744073709551607 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x322 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x350 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x322 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)))))
(let ((?x353 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x322 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)) (_ bv2 16)))))
(let ((?x372 (bvadd ?x353 (bvmul (_ bv256 32) ?x350))))
(let ((?x355 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x322 (_ bv0 64))) (_ bv1152 16)))))))
(let (($x356 (or (not (= ((_ extract 31 10) ?x372) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x353) (bvmul (_ bv256 10) ((_ extract 9 0) ?x350)))))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x358 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x377 (and $x358 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x322 (_ bv0 64))) (_ bv1152 16))) (_ bv2 32)) (bvult ?x350 (_ bv3 32)) $x358 $x358 (bvult ?x353 (_ bv256 32)) (and $x210 (not $x356)) (= (concat (bvadd ?x355 (concat (_ bv0 31) ?x372)) (_ bv0 1)) ?x322))))
(not $x377)))))))))))
(check-sat)
