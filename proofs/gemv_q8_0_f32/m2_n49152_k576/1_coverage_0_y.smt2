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
 (let ((?x1282 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x1332 (concat ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x1282 (_ bv0 64))) (_ bv16 20)))) (_ bv0 2))))
 (let ((?x1305 (bvmul ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x1282 (_ bv0 64))) (_ bv16 20)) (_ bv4 20))) (_ bv32 32))))
 (let ((?x1288 (bvadd ?x1305 (_ bv0 32))))
 (let ((?x1350 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1288)) ?x1332)))
 (let ((?x1317 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x1350))))
 (let ((?x1291 ((_ extract 29 0) (_ bv0 32))))
 (let (($x1346 (= ?x1291 (_ bv0 30))))
 (let ((?x1333 (concat ((_ extract 13 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x1282 (_ bv0 64))) (_ bv16 20)))) (_ bv0 2))))
 (let (($x1326 (or (not (= ((_ extract 31 16) ?x1350) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x1288) ?x1333)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1341 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1329 (and $x1341 $x1341 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x1282 (_ bv0 64))) (_ bv16 20))) (_ bv12288 32)) $x1341 $x1341 (bvult ?x1288 (_ bv128 32)) (and $x208 (not $x1326) (= ((_ extract 4 0) ?x1288) (_ bv0 5)) $x1346) (= (concat ?x1317 (_ bv0 2)) ?x1282))))
 (not $x1329)))))))))))))))
(assert
 (let ((?x1282 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x1331 (concat ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x1282 (_ bv196608 64))) (_ bv16 20)))) (_ bv0 2))))
(let ((?x1315 (bvmul ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x1282 (_ bv196608 64))) (_ bv16 20)) (_ bv4 20))) (_ bv32 32))))
(let ((?x1312 (bvadd ?x1315 (_ bv0 32))))
(let ((?x1383 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1312)) ?x1331)))
(let ((?x1372 (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x1383))))
(let ((?x1291 ((_ extract 29 0) (_ bv0 32))))
(let (($x1346 (= ?x1291 (_ bv0 30))))
(let ((?x1387 (concat ((_ extract 13 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x1282 (_ bv196608 64))) (_ bv16 20)))) (_ bv0 2))))
(let (($x1308 (or (not (= ((_ extract 31 16) ?x1383) (_ bv0 16))) (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) ?x1312) ?x1387)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1341 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1376 (and $x1341 $x1341 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x1282 (_ bv196608 64))) (_ bv16 20))) (_ bv12288 32)) $x1341 $x1341 (bvult ?x1312 (_ bv128 32)) (and $x208 (not $x1308) (= ((_ extract 4 0) ?x1312) (_ bv0 5)) $x1346) (= (concat ?x1372 (_ bv0 2)) ?x1282))))
(not $x1376)))))))))))))))
(check-sat)
