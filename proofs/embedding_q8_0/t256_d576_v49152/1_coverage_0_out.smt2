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
 (bvule base!ids (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv256 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x320 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x348 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x320 (_ bv0 64))) (_ bv1152 20)) (_ bv512 20)))))
(let ((?x352 ((_ zero_extend 12) (bvudiv (bvurem (bvurem ((_ extract 19 0) (bvsub ?x320 (_ bv0 64))) (_ bv1152 20)) (_ bv512 20)) (_ bv2 20)))))
(let ((?x354 (bvadd ?x352 (bvmul (_ bv256 32) ?x348))))
(let ((?x372 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x320 (_ bv0 64))) (_ bv1152 20)))))))
(let (($x353 (or (not (= ((_ extract 31 10) ?x354) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x352) (bvmul (_ bv256 10) ((_ extract 9 0) ?x348)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x359 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x362 (and $x359 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x320 (_ bv0 64))) (_ bv1152 20))) (_ bv256 32)) (bvult ?x348 (_ bv3 32)) $x359 $x359 (bvult ?x352 (_ bv256 32)) (and $x207 (not $x353)) (= (concat (bvadd ?x372 (concat (_ bv0 31) ?x354)) (_ bv0 1)) ?x320))))
(not $x362)))))))))))
(check-sat)
