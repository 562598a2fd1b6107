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
 (let ((?x1346 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x1412 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1346 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
 (let ((?x1366 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1346 (_ bv0 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
 (let ((?x1370 (bvadd ?x1366 (_ bv0 32))))
 (let ((?x1413 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1370)) ?x1412)))
 (let ((?x1400 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 30) ?x1413))))
 (let ((?x1427 ((_ extract 29 0) (_ bv0 32))))
 (let (($x1406 (= ?x1427 (_ bv0 30))))
 (let ((?x1392 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1346 (_ bv0 64))) (_ bv16 16)))) (_ bv0 2))))
 (let (($x1423 (or (not (= ((_ extract 31 6) ?x1413) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x1370) ?x1392)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1409 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1417 (and $x1409 $x1409 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1346 (_ bv0 64))) (_ bv16 16))) (_ bv10 32)) $x1409 $x1409 (bvult ?x1370 (_ bv128 32)) (and $x208 (not $x1423) (= ((_ extract 4 0) ?x1370) (_ bv0 5)) $x1406) (= (concat ?x1400 (_ bv0 2)) ?x1346))))
 (not $x1417)))))))))))))))
(assert
 (let ((?x1346 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x1407 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1346 (_ bv148 64))) (_ bv16 16)))) (_ bv0 2))))
 (let ((?x1380 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1346 (_ bv148 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
 (let ((?x1367 (bvadd ?x1380 (_ bv0 32))))
 (let ((?x1454 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1367)) ?x1407)))
 (let ((?x1461 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 30) ?x1454))))
 (let ((?x1427 ((_ extract 29 0) (_ bv0 32))))
 (let (($x1406 (= ?x1427 (_ bv0 30))))
 (let ((?x1457 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1346 (_ bv148 64))) (_ bv16 16)))) (_ bv0 2))))
 (let (($x1468 (or (not (= ((_ extract 31 6) ?x1454) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x1367) ?x1457)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1409 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1395 (and $x1409 $x1409 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1346 (_ bv148 64))) (_ bv16 16))) (_ bv10 32)) $x1409 $x1409 (bvult ?x1367 (_ bv128 32)) (and $x208 (not $x1468) (= ((_ extract 4 0) ?x1367) (_ bv0 5)) $x1406) (= (concat ?x1461 (_ bv0 2)) ?x1346))))
 (not $x1395)))))))))))))))
(assert
 (let ((?x1346 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv148 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x1444 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1346 (_ bv296 64))) (_ bv16 16)))) (_ bv0 2))))
(let ((?x1390 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1346 (_ bv296 64))) (_ bv16 16)) (_ bv4 16))) (_ bv32 32))))
(let ((?x1371 (bvadd ?x1390 (_ bv0 32))))
(let ((?x1482 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1371)) ?x1444)))
(let ((?x1489 (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 30) ?x1482))))
(let ((?x1427 ((_ extract 29 0) (_ bv0 32))))
(let (($x1406 (= ?x1427 (_ bv0 30))))
(let ((?x1493 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1346 (_ bv296 64))) (_ bv16 16)))) (_ bv0 2))))
(let (($x1426 (or (not (= ((_ extract 31 6) ?x1482) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x1371) ?x1493)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1409 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1445 (and $x1409 $x1409 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1346 (_ bv296 64))) (_ bv16 16))) (_ bv10 32)) $x1409 $x1409 (bvult ?x1371 (_ bv128 32)) (and $x208 (not $x1426) (= ((_ extract 4 0) ?x1371) (_ bv0 5)) $x1406) (= (concat ?x1489 (_ bv0 2)) ?x1346))))
(not $x1445)))))))))))))))
(check-sat)
