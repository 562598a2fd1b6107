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
 (let ((?x332 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x336 ((_ extract 15 0) (bvsub ?x332 (_ bv0 64)))))
 (let ((?x340 ((_ zero_extend 16) (bvudiv ?x336 (_ bv1152 16)))))
 (let ((?x369 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x340)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x369) (bvule ?x369 (_ bv49151 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x332 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x342 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x332 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)))))
(let ((?x347 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x332 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)) (_ bv2 16)))))
(let ((?x367 (bvadd ?x347 (bvmul (_ bv256 32) ?x342))))
(let ((?x349 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x332 (_ bv0 64))) (_ bv1152 16)))))))
(let (($x356 (or (not (= ((_ extract 31 10) ?x367) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x347) (bvmul (_ bv256 10) ((_ extract 9 0) ?x342)))))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x334 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x357 (and $x334 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x332 (_ bv0 64))) (_ bv1152 16))) (_ bv8 32)) (bvult ?x342 (_ bv3 32)) $x334 $x334 (bvult ?x347 (_ bv256 32)) (and $x210 (not $x356)) (= (concat (bvadd ?x349 (concat (_ bv0 31) ?x367)) (_ bv0 1)) ?x332))))
(not $x357)))))))))))
(check-sat)
