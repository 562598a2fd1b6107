; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!T () (_ BitVec 64))
(declare-fun base!qk () (_ BitVec 64))
(declare-fun base!v () (_ BitVec 64))
(declare-fun base!qkw () (_ BitVec 64))
(declare-fun base!positions () (_ BitVec 64))
(declare-fun base!cos_tab () (_ BitVec 64))
(declare-fun base!sin_tab () (_ BitVec 64))
(declare-fun base!slots () (_ BitVec 64))
(declare-fun base!q_out () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_2 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv17 64) size!T) (bvule size!T (_ bv64 64))))
(assert
 (= (bvand base!qk (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!qk (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2560 64) size!T))))
(assert
 (and (distinct base!qk (_ bv0 64)) true))
(assert
 (= (bvand base!v (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!v (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv512 64) size!T))))
(assert
 (and (distinct base!v (_ bv0 64)) true))
(assert
 (= (bvand base!qkw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!qkw (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!qkw (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x40 (bvmul (_ bv4 64) size!T)))
 (let ((?x41 (bvsub (_ bv18446744073709551615 64) ?x40)))
 (bvule base!positions ?x41))))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (= (bvand base!cos_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!cos_tab (_ bv18446744073705357311 64)))
(assert
 (and (distinct base!cos_tab (_ bv0 64)) true))
(assert
 (= (bvand base!sin_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!sin_tab (_ bv18446744073705357311 64)))
(assert
 (and (distinct base!sin_tab (_ bv0 64)) true))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x40 (bvmul (_ bv4 64) size!T)))
 (let ((?x41 (bvsub (_ bv18446744073709551615 64) ?x40)))
 (bvule base!slots ?x41))))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2048 64) size!T))))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744071159414783 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1239 ((_ extract 18 0) (bvsub ?x1225 (_ bv0 64)))))
 (let ((?x1229 ((_ zero_extend 13) (bvudiv ?x1239 (_ bv2048 19)))))
 (let ((?x1324 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1229)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1324) (bvule ?x1324 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1257 ((_ extract 18 0) (bvsub ?x1225 (_ bv256 64)))))
 (let ((?x1252 ((_ zero_extend 13) (bvudiv ?x1257 (_ bv2048 19)))))
 (let ((?x1427 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1252)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1427) (bvule ?x1427 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1267 ((_ extract 18 0) (bvsub ?x1225 (_ bv64 64)))))
 (let ((?x1262 ((_ zero_extend 13) (bvudiv ?x1267 (_ bv2048 19)))))
 (let ((?x1393 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1262)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1393) (bvule ?x1393 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1277 ((_ extract 18 0) (bvsub ?x1225 (_ bv320 64)))))
 (let ((?x1272 ((_ zero_extend 13) (bvudiv ?x1277 (_ bv2048 19)))))
 (let ((?x1476 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1272)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1476) (bvule ?x1476 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1287 ((_ extract 18 0) (bvsub ?x1225 (_ bv128 64)))))
 (let ((?x1282 ((_ zero_extend 13) (bvudiv ?x1287 (_ bv2048 19)))))
 (let ((?x1483 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1282)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1483) (bvule ?x1483 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1297 ((_ extract 18 0) (bvsub ?x1225 (_ bv384 64)))))
 (let ((?x1292 ((_ zero_extend 13) (bvudiv ?x1297 (_ bv2048 19)))))
 (let ((?x1409 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1292)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1409) (bvule ?x1409 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1307 ((_ extract 18 0) (bvsub ?x1225 (_ bv192 64)))))
 (let ((?x1302 ((_ zero_extend 13) (bvudiv ?x1307 (_ bv2048 19)))))
 (let ((?x1542 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1302)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1542) (bvule ?x1542 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1317 ((_ extract 18 0) (bvsub ?x1225 (_ bv448 64)))))
 (let ((?x1312 ((_ zero_extend 13) (bvudiv ?x1317 (_ bv2048 19)))))
 (let ((?x1585 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1312)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1585) (bvule ?x1585 (_ bv8191 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!T))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv256 64)))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1329 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv0 64))) (_ bv2048 19)))))))
 (let ((?x1236 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv0 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1245 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv0 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1343 (bvadd (concat (_ bv0 31) ?x1245) (concat (bvadd (concat (_ bv0 23) ?x1236) ?x1329) (_ bv0 8)))))
 (let (($x1325 (not (or (not (= ((_ extract 31 3) ?x1236) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1236))))))
 (let (($x1356 (or $x1325 (not (or (not (= ((_ extract 31 3) ?x1236) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1236)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1351 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1229 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv0 64))) (_ bv2048 19)))))
 (let (($x1341 (and $x1351 $x1351 (bvult ?x1229 ?x87) $x1351 (bvult ?x1236 (_ bv6 32)) (bvult ?x1245 (_ bv32 32)) (and $x393 $x1356 $x1325) (= (concat ?x1343 (_ bv0 1)) ?x1225))))
 (not $x1341))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1384 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv256 64))) (_ bv2048 19)))))))
 (let ((?x1244 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv256 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1250 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv256 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1418 (bvadd (concat (_ bv0 31) ?x1250) (concat (bvadd (concat (_ bv0 23) ?x1244) ?x1384) (_ bv0 8)))))
 (let (($x1390 (not (or (not (= ((_ extract 31 3) ?x1244) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1244))))))
 (let (($x1371 (or $x1390 (not (or (not (= ((_ extract 31 3) ?x1244) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1244)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1351 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1252 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv256 64))) (_ bv2048 19)))))
 (let (($x1407 (and $x1351 $x1351 (bvult ?x1252 ?x87) $x1351 (bvult ?x1244 (_ bv6 32)) (bvult ?x1250 (_ bv32 32)) (and $x393 $x1371 $x1390) (= (bvadd (_ bv256 64) (concat ?x1418 (_ bv0 1))) ?x1225))))
 (not $x1407))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1430 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv64 64))) (_ bv2048 19)))))))
 (let ((?x1233 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv64 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1260 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv64 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1453 (bvadd (concat (_ bv0 31) ?x1260) (concat (bvadd (concat (_ bv0 23) ?x1233) ?x1430) (_ bv0 8)))))
 (let (($x1405 (not (or (not (= ((_ extract 31 3) ?x1233) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1233))))))
 (let (($x1377 (or $x1405 (not (or (not (= ((_ extract 31 3) ?x1233) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1233)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1351 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1262 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv64 64))) (_ bv2048 19)))))
 (let (($x1439 (and $x1351 $x1351 (bvult ?x1262 ?x87) $x1351 (bvult ?x1233 (_ bv6 32)) (bvult ?x1260 (_ bv32 32)) (and $x393 $x1377 $x1405) (= (bvadd (_ bv64 64) (concat ?x1453 (_ bv0 1))) ?x1225))))
 (not $x1439))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1465 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv320 64))) (_ bv2048 19)))))))
 (let ((?x1253 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv320 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1270 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv320 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1487 (bvadd (concat (_ bv0 31) ?x1270) (concat (bvadd (concat (_ bv0 23) ?x1253) ?x1465) (_ bv0 8)))))
 (let (($x1334 (not (or (not (= ((_ extract 31 3) ?x1253) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1253))))))
 (let (($x1331 (or $x1334 (not (or (not (= ((_ extract 31 3) ?x1253) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1253)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1351 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1272 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv320 64))) (_ bv2048 19)))))
 (let (($x1417 (and $x1351 $x1351 (bvult ?x1272 ?x87) $x1351 (bvult ?x1253 (_ bv6 32)) (bvult ?x1270 (_ bv32 32)) (and $x393 $x1331 $x1334) (= (bvadd (_ bv320 64) (concat ?x1487 (_ bv0 1))) ?x1225))))
 (not $x1417))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1499 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv128 64))) (_ bv2048 19)))))))
 (let ((?x1263 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv128 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1280 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv128 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1521 (bvadd (concat (_ bv0 31) ?x1280) (concat (bvadd (concat (_ bv0 23) ?x1263) ?x1499) (_ bv0 8)))))
 (let (($x1484 (not (or (not (= ((_ extract 31 3) ?x1263) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1263))))))
 (let (($x1498 (or $x1484 (not (or (not (= ((_ extract 31 3) ?x1263) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1263)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1351 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1282 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv128 64))) (_ bv2048 19)))))
 (let (($x1454 (and $x1351 $x1351 (bvult ?x1282 ?x87) $x1351 (bvult ?x1263 (_ bv6 32)) (bvult ?x1280 (_ bv32 32)) (and $x393 $x1498 $x1484) (= (bvadd (_ bv128 64) (concat ?x1521 (_ bv0 1))) ?x1225))))
 (not $x1454))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1533 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv384 64))) (_ bv2048 19)))))))
 (let ((?x1273 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv384 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1290 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv384 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1555 (bvadd (concat (_ bv0 31) ?x1290) (concat (bvadd (concat (_ bv0 23) ?x1273) ?x1533) (_ bv0 8)))))
 (let (($x1566 (not (or (not (= ((_ extract 31 3) ?x1273) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1273))))))
 (let (($x1336 (or $x1566 (not (or (not (= ((_ extract 31 3) ?x1273) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1273)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1351 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1292 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv384 64))) (_ bv2048 19)))))
 (let (($x1488 (and $x1351 $x1351 (bvult ?x1292 ?x87) $x1351 (bvult ?x1273 (_ bv6 32)) (bvult ?x1290 (_ bv32 32)) (and $x393 $x1336 $x1566) (= (bvadd (_ bv384 64) (concat ?x1555 (_ bv0 1))) ?x1225))))
 (not $x1488))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1567 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv192 64))) (_ bv2048 19)))))))
 (let ((?x1283 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv192 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1300 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv192 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1589 (bvadd (concat (_ bv0 31) ?x1300) (concat (bvadd (concat (_ bv0 23) ?x1283) ?x1567) (_ bv0 8)))))
 (let (($x1456 (not (or (not (= ((_ extract 31 3) ?x1283) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1283))))))
 (let (($x1553 (or $x1456 (not (or (not (= ((_ extract 31 3) ?x1283) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1283)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1351 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1302 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv192 64))) (_ bv2048 19)))))
 (let (($x1559 (and $x1351 $x1351 (bvult ?x1302 ?x87) $x1351 (bvult ?x1283 (_ bv6 32)) (bvult ?x1300 (_ bv32 32)) (and $x393 $x1553 $x1456) (= (bvadd (_ bv192 64) (concat ?x1589 (_ bv0 1))) ?x1225))))
 (not $x1559))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x1601 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv448 64))) (_ bv2048 19)))))))
(let ((?x1293 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv448 64))) (_ bv2048 19)) (_ bv512 19)))))
(let ((?x1310 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1225 (_ bv448 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
(let ((?x1623 (bvadd (concat (_ bv0 31) ?x1310) (concat (bvadd (concat (_ bv0 23) ?x1293) ?x1601) (_ bv0 8)))))
(let (($x1579 (not (or (not (= ((_ extract 31 3) ?x1293) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1293))))))
(let (($x1537 (or $x1579 (not (or (not (= ((_ extract 31 3) ?x1293) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1293)))))))
(let (($x393 (= param!power (_ bv1 32))))
(let (($x1351 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x87 ((_ extract 31 0) size!T)))
(let ((?x1312 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1225 (_ bv448 64))) (_ bv2048 19)))))
(let (($x1587 (and $x1351 $x1351 (bvult ?x1312 ?x87) $x1351 (bvult ?x1293 (_ bv6 32)) (bvult ?x1310 (_ bv32 32)) (and $x393 $x1537 $x1579) (= (bvadd (_ bv448 64) (concat ?x1623 (_ bv0 1))) ?x1225))))
(not $x1587))))))))))))))
(check-sat)
