; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!T () (_ BitVec 64))
(declare-fun base!table () (_ BitVec 64))
(declare-fun base!ids () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (and (bvule (_ bv1 64) size!T) (bvule size!T (_ bv512 64))))
(assert
 (= (bvand base!table (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!table (_ bv18446744073531293695 64)))
(assert
 (and (distinct base!table (_ bv0 64)) true))
(assert
 (= (bvand base!ids (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ids (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!T))))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2560 64) size!T))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!T))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x354 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2560 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x386 ((_ zero_extend 16) ((_ zero_extend 8) ((_ extract 15 8) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))))
(let ((?x389 ((_ zero_extend 16) ((_ zero_extend 8) ((_ extract 7 0) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))))
(let ((?x390 (bvadd ?x389 (bvmul (_ bv256 32) ?x386))))
(let ((?x371 (bvmul (_ bv640 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let (($x405 (or (not (= ((_ extract 31 10) ?x390) (_ bv0 22))) (bvule (_ bv640 10) (bvadd ((_ extract 9 0) ?x389) (bvmul (_ bv256 10) ((_ extract 9 0) ?x386)))))))
(let (($x244 (= param!power (_ bv1 32))))
(let (($x409 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x50 ((_ extract 31 0) size!T)))
(let ((?x382 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x412 (and $x409 (bvult ?x382 ?x50) (bvult ?x386 (_ bv3 32)) $x409 $x409 (bvult ?x389 (_ bv256 32)) (and $x244 (not $x405)) (= (concat (bvadd ?x371 (concat (_ bv0 30) ?x390)) (_ bv0 2)) ?x354))))
(not $x412)))))))))))))
(check-sat)
