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
 (bvule base!ids (_ bv18446744073709551359 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (let ((?x327 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x337 ((_ extract 17 0) (bvsub ?x327 (_ bv0 64)))))
 (let ((?x340 ((_ zero_extend 14) (bvudiv ?x337 (_ bv1152 18)))))
 (let ((?x357 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x340)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x357) (bvule ?x357 (_ bv49151 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x327 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x344 ((_ zero_extend 14) (bvudiv (bvurem ((_ extract 17 0) (bvsub ?x327 (_ bv0 64))) (_ bv1152 18)) (_ bv512 18)))))
(let ((?x348 ((_ zero_extend 14) (bvudiv (bvurem (bvurem ((_ extract 17 0) (bvsub ?x327 (_ bv0 64))) (_ bv1152 18)) (_ bv512 18)) (_ bv2 18)))))
(let ((?x367 (bvadd ?x348 (bvmul (_ bv256 32) ?x344))))
(let ((?x351 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x327 (_ bv0 64))) (_ bv1152 18)))))))
(let (($x362 (or (not (= ((_ extract 31 10) ?x367) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x348) (bvmul (_ bv256 10) ((_ extract 9 0) ?x344)))))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x375 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x350 (and $x375 (bvult ((_ zero_extend 14) (bvudiv ((_ extract 17 0) (bvsub ?x327 (_ bv0 64))) (_ bv1152 18))) (_ bv64 32)) (bvult ?x344 (_ bv3 32)) $x375 $x375 (bvult ?x348 (_ bv256 32)) (and $x210 (not $x362)) (= (concat (bvadd ?x351 (concat (_ bv0 31) ?x367)) (_ bv0 1)) ?x327))))
(not $x350)))))))))))
(check-sat)
