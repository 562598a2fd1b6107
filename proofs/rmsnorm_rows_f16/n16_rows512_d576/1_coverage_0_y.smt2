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
 (bvule base!idx (_ bv18446744073709551551 64)))
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
 (bvule base!y (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x385 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1316 ((_ extract 15 0) (bvsub ?x385 (_ bv0 64)))))
 (let ((?x1615 ((_ zero_extend 16) (bvudiv ?x1316 (_ bv1152 16)))))
 (let ((?x1601 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1615)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1601) (bvule ?x1601 (_ bv511 32))))))))
(assert
 (let ((?x385 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x359 ((_ extract 15 0) (bvsub ?x385 (_ bv512 64)))))
 (let ((?x1366 ((_ zero_extend 16) (bvudiv ?x359 (_ bv1152 16)))))
 (let ((?x1655 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1366)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1655) (bvule ?x1655 (_ bv511 32))))))))
(assert
 (let ((?x385 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1426 ((_ extract 15 0) (bvsub ?x385 (_ bv1024 64)))))
 (let ((?x345 ((_ zero_extend 16) (bvudiv ?x1426 (_ bv1152 16)))))
 (let ((?x1528 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x345)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1528) (bvule ?x1528 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x385 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1316 ((_ extract 15 0) (bvsub ?x385 (_ bv0 64)))))
 (let ((?x1615 ((_ zero_extend 16) (bvudiv ?x1316 (_ bv1152 16)))))
 (let ((?x293 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1316 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1615)))))
 (let ((?x1299 (concat ?x293 (_ bv0 1))))
 (let ((?x369 (bvadd ?x385 (_ bv2 64))))
 (let (($x1642 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x1316 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1648 (or $x1642 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1316 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1464 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1664 (and $x1464 $x1464 (bvult ?x1615 (_ bv16 32)) $x1464 $x1464 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1316 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x229 (not $x1648)) (bvule ?x1299 ?x385) (bvule ?x369 (bvadd ?x1299 (_ bv2 64))))))
 (not $x1664)))))))))))))
(assert
 (let ((?x385 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x359 ((_ extract 15 0) (bvsub ?x385 (_ bv512 64)))))
 (let ((?x342 ((_ zero_extend 16) (bvudiv (bvurem ?x359 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x331 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x359 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x342)))))
 (let ((?x341 (concat ?x331 (_ bv0 1))))
 (let ((?x369 (bvadd ?x385 (_ bv2 64))))
 (let (($x1338 (and (bvule ?x342 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x342) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x342))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1464 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1450 (and $x1464 $x1464 (bvult ((_ zero_extend 16) (bvudiv ?x359 (_ bv1152 16))) (_ bv16 32)) $x1464 $x1464 (bvult ?x342 (_ bv256 32)) (and $x229 (not $x1338)) (bvule ?x341 ?x385) (bvule ?x369 (bvadd ?x341 (_ bv2 64))))))
 (not $x1450))))))))))))
(assert
 (let ((?x385 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1426 ((_ extract 15 0) (bvsub ?x385 (_ bv1024 64)))))
(let ((?x1434 ((_ zero_extend 16) (bvudiv (bvurem ?x1426 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x1192 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1426 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1434)))))
(let ((?x224 (concat ?x1192 (_ bv0 1))))
(let ((?x369 (bvadd ?x385 (_ bv2 64))))
(let (($x382 (and (bvule ?x1434 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1434) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1434))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1464 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1508 (and $x1464 $x1464 (bvult ((_ zero_extend 16) (bvudiv ?x1426 (_ bv1152 16))) (_ bv16 32)) $x1464 $x1464 (bvult ?x1434 (_ bv256 32)) (and $x229 (not $x382)) (bvule ?x224 ?x385) (bvule ?x369 (bvadd ?x224 (_ bv2 64))))))
(not $x1508))))))))))))
(check-sat)
