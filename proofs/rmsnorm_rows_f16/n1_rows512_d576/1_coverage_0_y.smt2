; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (and (bvule (_ bv0 32) (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))) (bvule (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64))) (_ bv511 32))))
(assert
 (and (bvule (_ bv0 32) (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))) (bvule (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64))) (_ bv511 32))))
(assert
 (and (bvule (_ bv0 32) (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))) (bvule (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64))) (_ bv511 32))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x344 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let ((?x382 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1625 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x382 (_ bv0 64))) (_ bv2 16)))))
 (let ((?x366 (concat (bvadd (concat (_ bv0 31) ?x1625) ?x344) (_ bv0 1))))
 (let ((?x343 (bvadd ?x382 (_ bv2 64))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x1626 (and $x226 (not (or (not (= ((_ extract 31 10) ?x1625) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x1625)))))))
 (let (($x257 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1213 (and $x257 $x257 $x257 $x257 $x257 (bvult ?x1625 (_ bv256 32)) $x1626 (bvule ?x366 ?x382) (bvule ?x343 (bvadd ?x366 (_ bv2 64))))))
 (not $x1213)))))))))))
(assert
 (let ((?x382 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1645 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x382 (_ bv512 64))) (_ bv2 16)))))
 (let ((?x344 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let ((?x337 (concat (bvadd ?x344 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1645))) (_ bv0 1))))
 (let ((?x343 (bvadd ?x382 (_ bv2 64))))
 (let (($x328 (and (bvule ?x1645 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1645) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1645))))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x257 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x375 (and $x257 $x257 $x257 $x257 $x257 (bvult ?x1645 (_ bv256 32)) (and $x226 (not $x328)) (bvule ?x337 ?x382) (bvule ?x343 (bvadd ?x337 (_ bv2 64))))))
 (not $x375)))))))))))
(assert
 (let ((?x382 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x326 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x382 (_ bv1024 64))) (_ bv2 16)))))
(let ((?x344 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
(let ((?x1456 (concat (bvadd ?x344 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x326))) (_ bv0 1))))
(let ((?x343 (bvadd ?x382 (_ bv2 64))))
(let (($x1428 (and (bvule ?x326 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x326) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x326))))))
(let (($x226 (= param!power (_ bv1 32))))
(let (($x257 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1221 (and $x257 $x257 $x257 $x257 $x257 (bvult ?x326 (_ bv256 32)) (and $x226 (not $x1428)) (bvule ?x1456 ?x382) (bvule ?x343 (bvadd ?x1456 (_ bv2 64))))))
(not $x1221)))))))))))
(check-sat)
