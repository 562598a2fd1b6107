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
 (let ((?x1334 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1400 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1334 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x1354 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1334 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x1358 (bvadd ?x1354 (_ bv0 32))))
 (let ((?x1401 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1358)) ?x1400)))
 (let ((?x1392 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x1401))))
 (let ((?x1415 ((_ extract 29 0) (_ bv0 32))))
 (let (($x1380 (= ?x1415 (_ bv0 30))))
 (let ((?x1410 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1334 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x1361 (or (not (= ((_ extract 31 6) ?x1401) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x1358) ?x1410)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1371 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1409 (and $x1371 $x1371 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1334 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x1371 $x1371 (bvult ?x1358 (_ bv128 32)) (and $x208 (not $x1361) (= ((_ extract 4 0) ?x1358) (_ bv0 5)) $x1380) (= (concat ?x1392 (_ bv0 1)) ?x1334))))
 (not $x1409)))))))))))))))
(assert
 (let ((?x1334 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1353 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1334 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x1368 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1334 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x1355 (bvadd ?x1368 (_ bv0 32))))
 (let ((?x1442 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1355)) ?x1353)))
 (let ((?x1449 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x1442))))
 (let ((?x1415 ((_ extract 29 0) (_ bv0 32))))
 (let (($x1380 (= ?x1415 (_ bv0 30))))
 (let ((?x1422 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1334 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x1408 (or (not (= ((_ extract 31 6) ?x1442) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x1355) ?x1422)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1371 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1418 (and $x1371 $x1371 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1334 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x1371 $x1371 (bvult ?x1355 (_ bv128 32)) (and $x208 (not $x1408) (= ((_ extract 4 0) ?x1355) (_ bv0 5)) $x1380) (= (concat ?x1449 (_ bv0 1)) ?x1334))))
 (not $x1418)))))))))))))))
(assert
 (let ((?x1334 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1387 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1334 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x1378 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1334 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x1359 (bvadd ?x1378 (_ bv0 32))))
(let ((?x1470 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x1359)) ?x1387)))
(let ((?x1477 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x1470))))
(let ((?x1415 ((_ extract 29 0) (_ bv0 32))))
(let (($x1380 (= ?x1415 (_ bv0 30))))
(let ((?x1436 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1334 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x1462 (or (not (= ((_ extract 31 6) ?x1470) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x1359) ?x1436)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1371 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1426 (and $x1371 $x1371 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1334 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x1371 $x1371 (bvult ?x1359 (_ bv128 32)) (and $x208 (not $x1462) (= ((_ extract 4 0) ?x1359) (_ bv0 5)) $x1380) (= (concat ?x1477 (_ bv0 1)) ?x1334))))
(not $x1426)))))))))))))))
(check-sat)
