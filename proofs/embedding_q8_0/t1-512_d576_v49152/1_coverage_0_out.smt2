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
 (bvule base!table (_ bv18446744073679470591 64)))
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
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!T))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!T))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x363 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x379 ((_ zero_extend 16) ((_ zero_extend 8) ((_ extract 15 8) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))))
(let ((?x384 ((_ zero_extend 16) ((_ zero_extend 8) ((_ extract 7 0) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))))
(let ((?x385 (bvadd ?x384 (bvmul (_ bv256 32) ?x379))))
(let ((?x376 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let (($x400 (or (not (= ((_ extract 31 10) ?x385) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x384) (bvmul (_ bv256 10) ((_ extract 9 0) ?x379)))))))
(let (($x243 (= param!power (_ bv1 32))))
(let (($x404 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x50 ((_ extract 31 0) size!T)))
(let ((?x325 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x407 (and $x404 (bvult ?x325 ?x50) (bvult ?x379 (_ bv3 32)) $x404 $x404 (bvult ?x384 (_ bv256 32)) (and $x243 (not $x400)) (= (concat (bvadd ?x376 (concat (_ bv0 31) ?x385)) (_ bv0 1)) ?x363))))
(not $x407)))))))))))))
(check-sat)
