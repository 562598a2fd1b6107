; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!table () (_ BitVec 64))
(declare-fun base!ids () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun mem!ids!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!table (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!table (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!table (_ bv0 64)) true))
(assert
 (= (bvand base!ids (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ids (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (let ((?x328 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x332 ((_ extract 19 0) (bvsub ?x328 (_ bv0 64)))))
 (let ((?x330 ((_ zero_extend 12) (bvudiv ?x332 (_ bv1152 20)))))
 (let ((?x346 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x330)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x346) (bvule ?x346 (_ bv49151 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv256 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x328 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x339 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x328 (_ bv0 64))) (_ bv1152 20)) (_ bv512 20)))))
(let ((?x343 ((_ zero_extend 12) (bvudiv (bvurem (bvurem ((_ extract 19 0) (bvsub ?x328 (_ bv0 64))) (_ bv1152 20)) (_ bv512 20)) (_ bv2 20)))))
(let ((?x345 (bvadd ?x343 (bvmul (_ bv256 32) ?x339))))
(let ((?x363 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x328 (_ bv0 64))) (_ bv1152 20)))))))
(let (($x344 (or (not (= ((_ extract 31 10) ?x345) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x343) (bvmul (_ bv256 10) ((_ extract 9 0) ?x339)))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x350 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x353 (and $x350 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x328 (_ bv0 64))) (_ bv1152 20))) (_ bv256 32)) (bvult ?x339 (_ bv3 32)) $x350 $x350 (bvult ?x343 (_ bv256 32)) (and $x206 (not $x344)) (= (concat (bvadd ?x363 (concat (_ bv0 31) ?x345)) (_ bv0 1)) ?x328))))
(not $x353)))))))))))
(check-sat)
