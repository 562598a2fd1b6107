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
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709547841 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551171 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv37 64)))
(assert
 (let ((?x1343 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x1409 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1343 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
 (let ((?x1363 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1343 (_ bv0 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
 (let ((?x1367 (bvadd ?x1363 (_ bv0 32))))
 (let ((?x1410 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1367)) ?x1409)))
 (let ((?x1397 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x1410))))
 (let ((?x1424 ((_ extract 29 0) (_ bv0 32))))
 (let (($x1403 (= ?x1424 (_ bv0 30))))
 (let ((?x1389 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1343 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
 (let (($x1420 (or (not (= ((_ extract 31 6) ?x1410) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x1367) ?x1389)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1406 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1414 (and $x1406 $x1406 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1343 (_ bv0 64))) (_ bv16 16))) (_ bv10 32)) $x1406 $x1406 (bvult ?x1367 (_ bv128 32)) (and $x208 (not $x1420) (= ((_ extract 4 0) ?x1367) (_ bv0 5)) $x1403) (= (concat ?x1397 (_ bv0 2)) ?x1343))))
 (not $x1414)))))))))))))))
(assert
 (let ((?x1343 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x1404 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1343 (_ bv148 64))) (_ bv16 16)))) (_ bv0 2))))
 (let ((?x1377 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1343 (_ bv148 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
 (let ((?x1364 (bvadd ?x1377 (_ bv0 32))))
 (let ((?x1451 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1364)) ?x1404)))
 (let ((?x1458 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x1451))))
 (let ((?x1424 ((_ extract 29 0) (_ bv0 32))))
 (let (($x1403 (= ?x1424 (_ bv0 30))))
 (let ((?x1454 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1343 (_ bv148 64))) (_ bv16 16)))) (_ bv0 2))))
 (let (($x1465 (or (not (= ((_ extract 31 6) ?x1451) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x1364) ?x1454)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1406 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1392 (and $x1406 $x1406 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1343 (_ bv148 64))) (_ bv16 16))) (_ bv10 32)) $x1406 $x1406 (bvult ?x1364 (_ bv128 32)) (and $x208 (not $x1465) (= ((_ extract 4 0) ?x1364) (_ bv0 5)) $x1403) (= (concat ?x1458 (_ bv0 2)) ?x1343))))
 (not $x1392)))))))))))))))
(assert
 (let ((?x1343 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x1441 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1343 (_ bv296 64))) (_ bv16 16)))) (_ bv0 2))))
(let ((?x1387 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1343 (_ bv296 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
(let ((?x1368 (bvadd ?x1387 (_ bv0 32))))
(let ((?x1479 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1368)) ?x1441)))
(let ((?x1486 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 30) ?x1479))))
(let ((?x1424 ((_ extract 29 0) (_ bv0 32))))
(let (($x1403 (= ?x1424 (_ bv0 30))))
(let ((?x1490 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1343 (_ bv296 64))) (_ bv16 16)))) (_ bv0 2))))
(let (($x1423 (or (not (= ((_ extract 31 6) ?x1479) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x1368) ?x1490)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1406 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1442 (and $x1406 $x1406 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1343 (_ bv296 64))) (_ bv16 16))) (_ bv10 32)) $x1406 $x1406 (bvult ?x1368 (_ bv128 32)) (and $x208 (not $x1423) (= ((_ extract 4 0) ?x1368) (_ bv0 5)) $x1403) (= (concat ?x1486 (_ bv0 2)) ?x1343))))
(not $x1442)))))))))))))))
(check-sat)
