; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551583 64)))
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
 (bvule base!y (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1263 ((_ extract 15 0) (bvsub ?x383 (_ bv0 64)))))
 (let ((?x1616 ((_ zero_extend 16) (bvudiv ?x1263 (_ bv1152 16)))))
 (let ((?x1629 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1616)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1629) (bvule ?x1629 (_ bv511 32))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x361 ((_ extract 15 0) (bvsub ?x383 (_ bv512 64)))))
 (let ((?x1376 ((_ zero_extend 16) (bvudiv ?x361 (_ bv1152 16)))))
 (let ((?x402 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1376)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x402) (bvule ?x402 (_ bv511 32))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1424 ((_ extract 15 0) (bvsub ?x383 (_ bv1024 64)))))
 (let ((?x344 ((_ zero_extend 16) (bvudiv ?x1424 (_ bv1152 16)))))
 (let ((?x293 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x344)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x293) (bvule ?x293 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1263 ((_ extract 15 0) (bvsub ?x383 (_ bv0 64)))))
 (let ((?x1616 ((_ zero_extend 16) (bvudiv ?x1263 (_ bv1152 16)))))
 (let ((?x1366 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1263 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1616)))))
 (let ((?x1610 (concat ?x1366 (_ bv0 1))))
 (let ((?x368 (bvadd ?x383 (_ bv2 64))))
 (let (($x1649 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x1263 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1400 (or $x1649 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1263 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1601 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1454 (and $x1601 $x1601 (bvult ?x1616 (_ bv8 32)) $x1601 $x1601 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1263 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x229 (not $x1400)) (bvule ?x1610 ?x383) (bvule ?x368 (bvadd ?x1610 (_ bv2 64))))))
 (not $x1454)))))))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x361 ((_ extract 15 0) (bvsub ?x383 (_ bv512 64)))))
 (let ((?x341 ((_ zero_extend 16) (bvudiv (bvurem ?x361 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x340 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x361 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x341)))))
 (let ((?x365 (concat ?x340 (_ bv0 1))))
 (let ((?x368 (bvadd ?x383 (_ bv2 64))))
 (let (($x1664 (and (bvule ?x341 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x341) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x341))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1601 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1606 (and $x1601 $x1601 (bvult ((_ zero_extend 16) (bvudiv ?x361 (_ bv1152 16))) (_ bv8 32)) $x1601 $x1601 (bvult ?x341 (_ bv256 32)) (and $x229 (not $x1664)) (bvule ?x365 ?x383) (bvule ?x368 (bvadd ?x365 (_ bv2 64))))))
 (not $x1606))))))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1424 ((_ extract 15 0) (bvsub ?x383 (_ bv1024 64)))))
(let ((?x367 ((_ zero_extend 16) (bvudiv (bvurem ?x1424 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x1169 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1424 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x367)))))
(let ((?x409 (concat ?x1169 (_ bv0 1))))
(let ((?x368 (bvadd ?x383 (_ bv2 64))))
(let (($x1104 (and (bvule ?x367 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x367) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x367))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1601 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1514 (and $x1601 $x1601 (bvult ((_ zero_extend 16) (bvudiv ?x1424 (_ bv1152 16))) (_ bv8 32)) $x1601 $x1601 (bvult ?x367 (_ bv256 32)) (and $x229 (not $x1104)) (bvule ?x409 ?x383) (bvule ?x368 (bvadd ?x409 (_ bv2 64))))))
(not $x1514))))))))))))
(check-sat)
