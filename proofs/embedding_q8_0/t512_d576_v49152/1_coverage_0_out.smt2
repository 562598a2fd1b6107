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
 (bvule base!ids (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (let ((?x331 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x332 ((_ extract 20 0) (bvsub ?x331 (_ bv0 64)))))
 (let ((?x338 ((_ zero_extend 11) (bvudiv ?x332 (_ bv1152 21)))))
 (let ((?x358 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x338)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x358) (bvule ?x358 (_ bv49151 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv512 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x331 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x341 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x331 (_ bv0 64))) (_ bv1152 21)) (_ bv512 21)))))
(let ((?x347 ((_ zero_extend 11) (bvudiv (bvurem (bvurem ((_ extract 20 0) (bvsub ?x331 (_ bv0 64))) (_ bv1152 21)) (_ bv512 21)) (_ bv2 21)))))
(let ((?x361 (bvadd ?x347 (bvmul (_ bv256 32) ?x341))))
(let ((?x350 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x331 (_ bv0 64))) (_ bv1152 21)))))))
(let (($x365 (or (not (= ((_ extract 31 10) ?x361) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x347) (bvmul (_ bv256 10) ((_ extract 9 0) ?x341)))))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x374 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x354 (and $x374 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x331 (_ bv0 64))) (_ bv1152 21))) (_ bv512 32)) (bvult ?x341 (_ bv3 32)) $x374 $x374 (bvult ?x347 (_ bv256 32)) (and $x210 (not $x365)) (= (concat (bvadd ?x350 (concat (_ bv0 31) ?x361)) (_ bv0 1)) ?x331))))
(not $x354)))))))))))
(check-sat)
