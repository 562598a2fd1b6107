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
 (let ((?x330 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x333 ((_ extract 15 0) (bvsub ?x330 (_ bv0 64)))))
 (let ((?x331 ((_ zero_extend 16) (bvudiv ?x333 (_ bv1152 16)))))
 (let ((?x366 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x331)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x366) (bvule ?x366 (_ bv49151 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x330 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x341 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x330 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)))))
(let ((?x344 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x330 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)) (_ bv2 16)))))
(let ((?x364 (bvadd ?x344 (bvmul (_ bv256 32) ?x341))))
(let ((?x346 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x330 (_ bv0 64))) (_ bv1152 16)))))))
(let (($x353 (or (not (= ((_ extract 31 10) ?x364) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x344) (bvmul (_ bv256 10) ((_ extract 9 0) ?x341)))))))
(let (($x209 (= param!power (_ bv1 32))))
(let (($x294 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x354 (and $x294 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x330 (_ bv0 64))) (_ bv1152 16))) (_ bv2 32)) (bvult ?x341 (_ bv3 32)) $x294 $x294 (bvult ?x344 (_ bv256 32)) (and $x209 (not $x353)) (= (concat (bvadd ?x346 (concat (_ bv0 31) ?x364)) (_ bv0 1)) ?x330))))
(not $x354)))))))))))
(check-sat)
