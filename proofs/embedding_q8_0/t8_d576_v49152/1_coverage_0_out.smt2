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
 (bvule base!ids (_ bv18446744073709551583 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x324 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x351 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x324 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)))))
(let ((?x356 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x324 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)) (_ bv2 16)))))
(let ((?x375 (bvadd ?x356 (bvmul (_ bv256 32) ?x351))))
(let ((?x358 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x324 (_ bv0 64))) (_ bv1152 16)))))))
(let (($x359 (or (not (= ((_ extract 31 10) ?x375) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x356) (bvmul (_ bv256 10) ((_ extract 9 0) ?x351)))))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x361 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x380 (and $x361 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x324 (_ bv0 64))) (_ bv1152 16))) (_ bv8 32)) (bvult ?x351 (_ bv3 32)) $x361 $x361 (bvult ?x356 (_ bv256 32)) (and $x211 (not $x359)) (= (concat (bvadd ?x358 (concat (_ bv0 31) ?x375)) (_ bv0 1)) ?x324))))
(not $x380)))))))))))
(check-sat)
