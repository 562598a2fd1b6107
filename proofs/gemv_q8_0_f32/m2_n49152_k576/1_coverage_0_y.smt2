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
 (bvule base!x (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709158399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv49152 64)))
(assert
 (let ((?x1279 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x1329 (concat ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x1279 (_ bv0 64))) (_ bv16 20)))) (_ bv0 2))))
 (let ((?x1302 (bvmul ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x1279 (_ bv0 64))) (_ bv16 20)) (_ bv4 20))) (_ bv32 32))))
 (let ((?x1285 (bvadd ?x1302 (_ bv0 32))))
 (let ((?x1347 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1285)) ?x1329)))
 (let ((?x1314 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x1347))))
 (let ((?x1288 ((_ extract 29 0) (_ bv0 32))))
 (let (($x1343 (= ?x1288 (_ bv0 30))))
 (let ((?x1330 (concat ((_ extract 13 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x1279 (_ bv0 64))) (_ bv16 20)))) (_ bv0 2))))
 (let (($x1323 (or (not (= ((_ extract 31 16) ?x1347) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x1285) ?x1330)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1338 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1326 (and $x1338 $x1338 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x1279 (_ bv0 64))) (_ bv16 20))) (_ bv12288 32)) $x1338 $x1338 (bvult ?x1285 (_ bv128 32)) (and $x208 (not $x1323) (= ((_ extract 4 0) ?x1285) (_ bv0 5)) $x1343) (= (concat ?x1314 (_ bv0 2)) ?x1279))))
 (not $x1326)))))))))))))))
(assert
 (let ((?x1279 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x1328 (concat ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x1279 (_ bv196608 64))) (_ bv16 20)))) (_ bv0 2))))
(let ((?x1312 (bvmul ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x1279 (_ bv196608 64))) (_ bv16 20)) (_ bv4 20))) (_ bv32 32))))
(let ((?x1309 (bvadd ?x1312 (_ bv0 32))))
(let ((?x1380 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1309)) ?x1328)))
(let ((?x1369 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x1380))))
(let ((?x1288 ((_ extract 29 0) (_ bv0 32))))
(let (($x1343 (= ?x1288 (_ bv0 30))))
(let ((?x1384 (concat ((_ extract 13 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x1279 (_ bv196608 64))) (_ bv16 20)))) (_ bv0 2))))
(let (($x1305 (or (not (= ((_ extract 31 16) ?x1380) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x1309) ?x1384)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1338 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1373 (and $x1338 $x1338 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x1279 (_ bv196608 64))) (_ bv16 20))) (_ bv12288 32)) $x1338 $x1338 (bvult ?x1309 (_ bv128 32)) (and $x208 (not $x1305) (= ((_ extract 4 0) ?x1309) (_ bv0 5)) $x1343) (= (concat ?x1369 (_ bv0 2)) ?x1279))))
(not $x1373)))))))))))))))
(check-sat)
