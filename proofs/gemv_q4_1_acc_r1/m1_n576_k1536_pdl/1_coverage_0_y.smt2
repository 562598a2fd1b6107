; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709548543 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708998655 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1314 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1352 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1314 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x1338 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1314 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1337 (bvadd ?x1338 (_ bv0 32))))
(let ((?x1376 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1337)) ?x1352)))
(let ((?x1372 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x1376)) (_ bv0 1))))
(let (($x1360 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x1337) (_ bv0 5))))))
(let ((?x1362 (concat ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1314 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x1340 (or (not (= ((_ extract 31 10) ?x1376) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x1337) ?x1362)))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1355 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1345 (and $x1355 $x1355 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1314 (_ bv0 64))) (_ bv8 16))) (_ bv144 32)) $x1355 $x1355 (bvult ?x1337 (_ bv128 32)) (and $x206 (not $x1340) (not $x1360)) (= ?x1372 ?x1314))))
(not $x1345))))))))))))))
(check-sat)
