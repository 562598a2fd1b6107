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
 (bvule base!ids (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (let ((?x462 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x471 ((_ extract 16 0) (bvsub ?x462 (_ bv0 64)))))
 (let ((?x474 ((_ zero_extend 15) (bvudiv ?x471 (_ bv1152 17)))))
 (let ((?x501 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x474)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x501) (bvule ?x501 (_ bv49151 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x462 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x478 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x462 (_ bv0 64))) (_ bv1152 17)) (_ bv512 17)))))
(let ((?x482 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x462 (_ bv0 64))) (_ bv1152 17)) (_ bv512 17)) (_ bv2 17)))))
(let ((?x496 (bvadd ?x482 (bvmul (_ bv256 32) ?x478))))
(let ((?x500 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x462 (_ bv0 64))) (_ bv1152 17)))))))
(let (($x508 (or (not (= ((_ extract 31 10) ?x496) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x482) (bvmul (_ bv256 10) ((_ extract 9 0) ?x478)))))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x491 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x494 (and $x491 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x462 (_ bv0 64))) (_ bv1152 17))) (_ bv32 32)) (bvult ?x478 (_ bv3 32)) $x491 $x491 (bvult ?x482 (_ bv256 32)) (and $x210 (not $x508)) (= (concat (bvadd ?x500 (concat (_ bv0 31) ?x496)) (_ bv0 1)) ?x462))))
(not $x494)))))))))))
(check-sat)
