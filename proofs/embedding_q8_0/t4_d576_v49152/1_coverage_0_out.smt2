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
 (let ((?x333 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x399 ((_ extract 15 0) (bvsub ?x333 (_ bv0 64)))))
 (let ((?x560 ((_ zero_extend 16) (bvudiv ?x399 (_ bv1152 16)))))
 (let ((?x527 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x560)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x527) (bvule ?x527 (_ bv49151 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x333 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x399 ((_ extract 15 0) (bvsub ?x333 (_ bv0 64)))))
(let ((?x402 (bvurem ?x399 (_ bv1152 16))))
(let ((?x411 ((_ zero_extend 16) (bvudiv ?x402 (_ bv512 16)))))
(let ((?x297 ((_ zero_extend 16) (bvudiv (bvurem ?x402 (_ bv512 16)) (_ bv2 16)))))
(let ((?x283 (bvadd ?x297 (bvmul (_ bv256 32) ?x411))))
(let ((?x552 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x399 (_ bv1152 16))))) (concat (_ bv0 31) ?x283))))
(let ((?x547 (concat ?x552 (_ bv0 1))))
(let (($x531 (or (not (= ((_ extract 31 10) ?x283) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x297) (bvmul (_ bv256 10) ((_ extract 9 0) ?x411)))))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x362 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x359 (and $x362 (bvult ((_ zero_extend 16) (bvudiv ?x399 (_ bv1152 16))) (_ bv4 32)) (bvult ?x411 (_ bv3 32)) $x362 $x362 (bvult ?x297 (_ bv256 32)) (and $x210 (not $x531)) (bvule ?x547 ?x333) (bvule (bvadd ?x333 (_ bv2 64)) (bvadd ?x547 (_ bv2 64))))))
(not $x359))))))))))))))
(check-sat)
