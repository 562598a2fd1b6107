; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!table () (_ BitVec 64))
(declare-fun base!ids () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun mem!ids!32 ((_ BitVec 64)) (_ BitVec 32))
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
 (bvule base!ids (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (and (bvule (_ bv0 32) (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))) (bvule (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64))) (_ bv49151 32))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x329 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x341 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x329 (_ bv0 64))) (_ bv512 16)) (_ bv2 16)))))
(let ((?x349 (bvadd ?x341 (bvmul (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x329 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x371 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x349)) (_ bv0 1))))
(let ((?x355 (bvmul (_ bv256 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x329 (_ bv0 64))) (_ bv512 16)))))))
(let (($x345 (or (not (= ((_ extract 31 10) ?x349) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x341) ?x355)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x356 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x375 (and $x356 $x356 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x329 (_ bv0 64))) (_ bv512 16))) (_ bv3 32)) $x356 $x356 (bvult ?x341 (_ bv256 32)) (and $x207 (not $x345)) (= ?x371 ?x329))))
(not $x375)))))))))))
(check-sat)
