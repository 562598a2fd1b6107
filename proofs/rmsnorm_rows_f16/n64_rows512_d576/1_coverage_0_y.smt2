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
 (bvule base!idx (_ bv18446744073709551359 64)))
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
 (bvule base!y (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1366 ((_ extract 17 0) (bvsub ?x383 (_ bv0 64)))))
 (let ((?x1620 ((_ zero_extend 14) (bvudiv ?x1366 (_ bv1152 18)))))
 (let ((?x1630 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1620)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1630) (bvule ?x1630 (_ bv511 32))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x362 ((_ extract 17 0) (bvsub ?x383 (_ bv512 64)))))
 (let ((?x1600 ((_ zero_extend 14) (bvudiv ?x362 (_ bv1152 18)))))
 (let ((?x1226 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1600)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1226) (bvule ?x1226 (_ bv511 32))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1442 ((_ extract 17 0) (bvsub ?x383 (_ bv1024 64)))))
 (let ((?x345 ((_ zero_extend 14) (bvudiv ?x1442 (_ bv1152 18)))))
 (let ((?x1518 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x345)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1518) (bvule ?x1518 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1366 ((_ extract 17 0) (bvsub ?x383 (_ bv0 64)))))
 (let ((?x1620 ((_ zero_extend 14) (bvudiv ?x1366 (_ bv1152 18)))))
 (let ((?x1594 (bvadd (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv (bvurem ?x1366 (_ bv1152 18)) (_ bv2 18)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1620)))))
 (let ((?x1601 (concat ?x1594 (_ bv0 1))))
 (let ((?x369 (bvadd ?x383 (_ bv2 64))))
 (let (($x1390 (not (= ((_ extract 31 10) ((_ zero_extend 14) (bvudiv (bvurem ?x1366 (_ bv1152 18)) (_ bv2 18)))) (_ bv0 22)))))
 (let (($x1582 (or $x1390 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 14) (bvudiv (bvurem ?x1366 (_ bv1152 18)) (_ bv2 18))))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1649 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1428 (and $x1649 $x1649 (bvult ?x1620 (_ bv64 32)) $x1649 $x1649 (bvult ((_ zero_extend 14) (bvudiv (bvurem ?x1366 (_ bv1152 18)) (_ bv2 18))) (_ bv256 32)) (and $x229 (not $x1582)) (bvule ?x1601 ?x383) (bvule ?x369 (bvadd ?x1601 (_ bv2 64))))))
 (not $x1428)))))))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x362 ((_ extract 17 0) (bvsub ?x383 (_ bv512 64)))))
 (let ((?x344 ((_ zero_extend 14) (bvudiv (bvurem ?x362 (_ bv1152 18)) (_ bv2 18)))))
 (let ((?x366 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ?x362 (_ bv1152 18))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x344)))))
 (let ((?x364 (concat ?x366 (_ bv0 1))))
 (let ((?x369 (bvadd ?x383 (_ bv2 64))))
 (let (($x1460 (and (bvule ?x344 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x344) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x344))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1649 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1635 (and $x1649 $x1649 (bvult ((_ zero_extend 14) (bvudiv ?x362 (_ bv1152 18))) (_ bv64 32)) $x1649 $x1649 (bvult ?x344 (_ bv256 32)) (and $x229 (not $x1460)) (bvule ?x364 ?x383) (bvule ?x369 (bvadd ?x364 (_ bv2 64))))))
 (not $x1635))))))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1442 ((_ extract 17 0) (bvsub ?x383 (_ bv1024 64)))))
(let ((?x368 ((_ zero_extend 14) (bvudiv (bvurem ?x1442 (_ bv1152 18)) (_ bv2 18)))))
(let ((?x409 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ?x1442 (_ bv1152 18))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x368)))))
(let ((?x1187 (concat ?x409 (_ bv0 1))))
(let ((?x369 (bvadd ?x383 (_ bv2 64))))
(let (($x1319 (and (bvule ?x368 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x368) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x368))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1649 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1552 (and $x1649 $x1649 (bvult ((_ zero_extend 14) (bvudiv ?x1442 (_ bv1152 18))) (_ bv64 32)) $x1649 $x1649 (bvult ?x368 (_ bv256 32)) (and $x229 (not $x1319)) (bvule ?x1187 ?x383) (bvule ?x369 (bvadd ?x1187 (_ bv2 64))))))
(not $x1552))))))))))))
(check-sat)
