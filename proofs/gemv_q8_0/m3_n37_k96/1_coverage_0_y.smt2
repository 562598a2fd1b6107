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
 (bvule base!y (_ bv18446744073709551393 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv37 64)))
(assert
 (let ((?x1331 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1397 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1331 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x1351 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1331 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x1355 (bvadd ?x1351 (_ bv0 32))))
 (let ((?x1398 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1355)) ?x1397)))
 (let ((?x1389 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x1398))))
 (let ((?x1412 ((_ extract 29 0) (_ bv0 32))))
 (let (($x1377 (= ?x1412 (_ bv0 30))))
 (let ((?x1407 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1331 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x1358 (or (not (= ((_ extract 31 6) ?x1398) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x1355) ?x1407)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1368 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1406 (and $x1368 $x1368 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1331 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x1368 $x1368 (bvult ?x1355 (_ bv128 32)) (and $x208 (not $x1358) (= ((_ extract 4 0) ?x1355) (_ bv0 5)) $x1377) (= (concat ?x1389 (_ bv0 1)) ?x1331))))
 (not $x1406)))))))))))))))
(assert
 (let ((?x1331 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1350 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1331 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x1365 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1331 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x1352 (bvadd ?x1365 (_ bv0 32))))
 (let ((?x1439 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1352)) ?x1350)))
 (let ((?x1446 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x1439))))
 (let ((?x1412 ((_ extract 29 0) (_ bv0 32))))
 (let (($x1377 (= ?x1412 (_ bv0 30))))
 (let ((?x1419 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1331 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x1405 (or (not (= ((_ extract 31 6) ?x1439) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x1352) ?x1419)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1368 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1415 (and $x1368 $x1368 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1331 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x1368 $x1368 (bvult ?x1352 (_ bv128 32)) (and $x208 (not $x1405) (= ((_ extract 4 0) ?x1352) (_ bv0 5)) $x1377) (= (concat ?x1446 (_ bv0 1)) ?x1331))))
 (not $x1415)))))))))))))))
(assert
 (let ((?x1331 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1384 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1331 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x1375 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1331 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1356 (bvadd ?x1375 (_ bv0 32))))
(let ((?x1467 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1356)) ?x1384)))
(let ((?x1474 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x1467))))
(let ((?x1412 ((_ extract 29 0) (_ bv0 32))))
(let (($x1377 (= ?x1412 (_ bv0 30))))
(let ((?x1433 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1331 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x1459 (or (not (= ((_ extract 31 6) ?x1467) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x1356) ?x1433)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1368 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1423 (and $x1368 $x1368 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1331 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x1368 $x1368 (bvult ?x1356 (_ bv128 32)) (and $x208 (not $x1459) (= ((_ extract 4 0) ?x1356) (_ bv0 5)) $x1377) (= (concat ?x1474 (_ bv0 1)) ?x1331))))
(not $x1423)))))))))))))))
(check-sat)
