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
 (let ((?x460 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x467 ((_ extract 15 0) (bvsub ?x460 (_ bv0 64)))))
 (let ((?x465 ((_ zero_extend 16) (bvudiv ?x467 (_ bv1152 16)))))
 (let ((?x500 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x465)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x500) (bvule ?x500 (_ bv49151 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x460 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x475 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x460 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)))))
(let ((?x478 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x460 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)) (_ bv2 16)))))
(let ((?x498 (bvadd ?x478 (bvmul (_ bv256 32) ?x475))))
(let ((?x480 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x460 (_ bv0 64))) (_ bv1152 16)))))))
(let (($x487 (or (not (= ((_ extract 31 10) ?x498) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x478) (bvmul (_ bv256 10) ((_ extract 9 0) ?x475)))))))
(let (($x209 (= param!power (_ bv1 32))))
(let (($x464 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x488 (and $x464 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x460 (_ bv0 64))) (_ bv1152 16))) (_ bv2 32)) (bvult ?x475 (_ bv3 32)) $x464 $x464 (bvult ?x478 (_ bv256 32)) (and $x209 (not $x487)) (= (concat (bvadd ?x480 (concat (_ bv0 31) ?x498)) (_ bv0 1)) ?x460))))
(not $x488)))))))))))
(check-sat)
