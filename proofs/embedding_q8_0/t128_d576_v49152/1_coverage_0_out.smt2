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
 (bvule base!ids (_ bv18446744073709551103 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (let ((?x332 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x337 ((_ extract 18 0) (bvsub ?x332 (_ bv0 64)))))
 (let ((?x338 ((_ zero_extend 13) (bvudiv ?x337 (_ bv1152 19)))))
 (let ((?x354 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x338)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x354) (bvule ?x354 (_ bv49151 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv128 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x332 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x344 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x332 (_ bv0 64))) (_ bv1152 19)) (_ bv512 19)))))
(let ((?x348 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x332 (_ bv0 64))) (_ bv1152 19)) (_ bv512 19)) (_ bv2 19)))))
(let ((?x369 (bvadd ?x348 (bvmul (_ bv256 32) ?x344))))
(let ((?x350 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x332 (_ bv0 64))) (_ bv1152 19)))))))
(let (($x359 (or (not (= ((_ extract 31 10) ?x369) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x348) (bvmul (_ bv256 10) ((_ extract 9 0) ?x344)))))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x374 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x375 (and $x374 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x332 (_ bv0 64))) (_ bv1152 19))) (_ bv128 32)) (bvult ?x344 (_ bv3 32)) $x374 $x374 (bvult ?x348 (_ bv256 32)) (and $x210 (not $x359)) (= (concat (bvadd ?x350 (concat (_ bv0 31) ?x369)) (_ bv0 1)) ?x332))))
(not $x375)))))))))))
(check-sat)
