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
 (and (bvule (_ bv17 64) size!T) (bvule size!T (_ bv512 64))))
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
 (let ((?x39 (bvmul (_ bv4 64) size!T)))
 (let ((?x40 (bvsub (_ bv18446744073709551615 64) ?x39)))
 (bvule base!positions ?x40))))
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
 (let ((?x39 (bvmul (_ bv4 64) size!T)))
 (let ((?x40 (bvsub (_ bv18446744073709551615 64) ?x39)))
 (bvule base!slots ?x40))))
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
 (let ((?x1239 ((_ extract 21 0) (bvsub ?x1225 (_ bv0 64)))))
 (let ((?x1232 ((_ zero_extend 10) (bvudiv ?x1239 (_ bv2048 22)))))
 (let ((?x1379 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1232)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1379) (bvule ?x1379 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1257 ((_ extract 21 0) (bvsub ?x1225 (_ bv256 64)))))
 (let ((?x1248 ((_ zero_extend 10) (bvudiv ?x1257 (_ bv2048 22)))))
 (let ((?x1335 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1248)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1335) (bvule ?x1335 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1267 ((_ extract 21 0) (bvsub ?x1225 (_ bv64 64)))))
 (let ((?x1254 ((_ zero_extend 10) (bvudiv ?x1267 (_ bv2048 22)))))
 (let ((?x1441 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1254)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1441) (bvule ?x1441 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1277 ((_ extract 21 0) (bvsub ?x1225 (_ bv320 64)))))
 (let ((?x1264 ((_ zero_extend 10) (bvudiv ?x1277 (_ bv2048 22)))))
 (let ((?x1438 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1264)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1438) (bvule ?x1438 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1287 ((_ extract 21 0) (bvsub ?x1225 (_ bv128 64)))))
 (let ((?x1274 ((_ zero_extend 10) (bvudiv ?x1287 (_ bv2048 22)))))
 (let ((?x1401 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1274)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1401) (bvule ?x1401 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1297 ((_ extract 21 0) (bvsub ?x1225 (_ bv384 64)))))
 (let ((?x1284 ((_ zero_extend 10) (bvudiv ?x1297 (_ bv2048 22)))))
 (let ((?x1490 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1284)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1490) (bvule ?x1490 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1307 ((_ extract 21 0) (bvsub ?x1225 (_ bv192 64)))))
 (let ((?x1294 ((_ zero_extend 10) (bvudiv ?x1307 (_ bv2048 22)))))
 (let ((?x1556 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1294)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1556) (bvule ?x1556 (_ bv8191 32))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1317 ((_ extract 21 0) (bvsub ?x1225 (_ bv448 64)))))
 (let ((?x1304 ((_ zero_extend 10) (bvudiv ?x1317 (_ bv2048 22)))))
 (let ((?x1623 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1304)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1623) (bvule ?x1623 (_ bv8191 32))))))))
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
 (let ((?x1322 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv0 64))) (_ bv2048 22)))))))
 (let ((?x1236 ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv0 64))) (_ bv2048 22)) (_ bv512 22)))))
 (let ((?x1245 ((_ zero_extend 10) (bvudiv (bvurem (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv0 64))) (_ bv2048 22)) (_ bv512 22)) (_ bv2 22)))))
 (let ((?x1323 (bvadd (concat (_ bv0 31) ?x1245) (concat (bvadd (concat (_ bv0 23) ?x1236) ?x1322) (_ bv0 8)))))
 (let (($x1324 (not (or (not (= ((_ extract 31 3) ?x1236) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1236))))))
 (let (($x1382 (or $x1324 (not (or (not (= ((_ extract 31 3) ?x1236) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1236)))))))
 (let (($x392 (= param!power (_ bv1 32))))
 (let (($x1372 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x86 ((_ extract 31 0) size!T)))
 (let ((?x1232 ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv0 64))) (_ bv2048 22)))))
 (let (($x1374 (and $x1372 $x1372 (bvult ?x1232 ?x86) $x1372 (bvult ?x1236 (_ bv6 32)) (bvult ?x1245 (_ bv32 32)) (and $x392 $x1382 $x1324) (= (concat ?x1323 (_ bv0 1)) ?x1225))))
 (not $x1374))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1385 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv256 64))) (_ bv2048 22)))))))
 (let ((?x1244 ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv256 64))) (_ bv2048 22)) (_ bv512 22)))))
 (let ((?x1250 ((_ zero_extend 10) (bvudiv (bvurem (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv256 64))) (_ bv2048 22)) (_ bv512 22)) (_ bv2 22)))))
 (let ((?x1417 (bvadd (concat (_ bv0 31) ?x1250) (concat (bvadd (concat (_ bv0 23) ?x1244) ?x1385) (_ bv0 8)))))
 (let (($x1368 (not (or (not (= ((_ extract 31 3) ?x1244) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1244))))))
 (let (($x1357 (or $x1368 (not (or (not (= ((_ extract 31 3) ?x1244) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1244)))))))
 (let (($x392 (= param!power (_ bv1 32))))
 (let (($x1372 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x86 ((_ extract 31 0) size!T)))
 (let ((?x1248 ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv256 64))) (_ bv2048 22)))))
 (let (($x1353 (and $x1372 $x1372 (bvult ?x1248 ?x86) $x1372 (bvult ?x1244 (_ bv6 32)) (bvult ?x1250 (_ bv32 32)) (and $x392 $x1357 $x1368) (= (bvadd (_ bv256 64) (concat ?x1417 (_ bv0 1))) ?x1225))))
 (not $x1353))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1431 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv64 64))) (_ bv2048 22)))))))
 (let ((?x1252 ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv64 64))) (_ bv2048 22)) (_ bv512 22)))))
 (let ((?x1260 ((_ zero_extend 10) (bvudiv (bvurem (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv64 64))) (_ bv2048 22)) (_ bv512 22)) (_ bv2 22)))))
 (let ((?x1452 (bvadd (concat (_ bv0 31) ?x1260) (concat (bvadd (concat (_ bv0 23) ?x1252) ?x1431) (_ bv0 8)))))
 (let (($x1315 (not (or (not (= ((_ extract 31 3) ?x1252) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1252))))))
 (let (($x1453 (or $x1315 (not (or (not (= ((_ extract 31 3) ?x1252) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1252)))))))
 (let (($x392 (= param!power (_ bv1 32))))
 (let (($x1372 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x86 ((_ extract 31 0) size!T)))
 (let ((?x1254 ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv64 64))) (_ bv2048 22)))))
 (let (($x1421 (and $x1372 $x1372 (bvult ?x1254 ?x86) $x1372 (bvult ?x1252 (_ bv6 32)) (bvult ?x1260 (_ bv32 32)) (and $x392 $x1453 $x1315) (= (bvadd (_ bv64 64) (concat ?x1452 (_ bv0 1))) ?x1225))))
 (not $x1421))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1466 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv320 64))) (_ bv2048 22)))))))
 (let ((?x1262 ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv320 64))) (_ bv2048 22)) (_ bv512 22)))))
 (let ((?x1270 ((_ zero_extend 10) (bvudiv (bvurem (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv320 64))) (_ bv2048 22)) (_ bv512 22)) (_ bv2 22)))))
 (let ((?x1486 (bvadd (concat (_ bv0 31) ?x1270) (concat (bvadd (concat (_ bv0 23) ?x1262) ?x1466) (_ bv0 8)))))
 (let (($x1468 (not (or (not (= ((_ extract 31 3) ?x1262) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1262))))))
 (let (($x1437 (or $x1468 (not (or (not (= ((_ extract 31 3) ?x1262) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1262)))))))
 (let (($x392 (= param!power (_ bv1 32))))
 (let (($x1372 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x86 ((_ extract 31 0) size!T)))
 (let ((?x1264 ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv320 64))) (_ bv2048 22)))))
 (let (($x1488 (and $x1372 $x1372 (bvult ?x1264 ?x86) $x1372 (bvult ?x1262 (_ bv6 32)) (bvult ?x1270 (_ bv32 32)) (and $x392 $x1437 $x1468) (= (bvadd (_ bv320 64) (concat ?x1486 (_ bv0 1))) ?x1225))))
 (not $x1488))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1500 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv128 64))) (_ bv2048 22)))))))
 (let ((?x1272 ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv128 64))) (_ bv2048 22)) (_ bv512 22)))))
 (let ((?x1280 ((_ zero_extend 10) (bvudiv (bvurem (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv128 64))) (_ bv2048 22)) (_ bv512 22)) (_ bv2 22)))))
 (let ((?x1520 (bvadd (concat (_ bv0 31) ?x1280) (concat (bvadd (concat (_ bv0 23) ?x1272) ?x1500) (_ bv0 8)))))
 (let (($x1476 (not (or (not (= ((_ extract 31 3) ?x1272) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1272))))))
 (let (($x1502 (or $x1476 (not (or (not (= ((_ extract 31 3) ?x1272) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1272)))))))
 (let (($x392 (= param!power (_ bv1 32))))
 (let (($x1372 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x86 ((_ extract 31 0) size!T)))
 (let ((?x1274 ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv128 64))) (_ bv2048 22)))))
 (let (($x1442 (and $x1372 $x1372 (bvult ?x1274 ?x86) $x1372 (bvult ?x1272 (_ bv6 32)) (bvult ?x1280 (_ bv32 32)) (and $x392 $x1502 $x1476) (= (bvadd (_ bv128 64) (concat ?x1520 (_ bv0 1))) ?x1225))))
 (not $x1442))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1534 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv384 64))) (_ bv2048 22)))))))
 (let ((?x1282 ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv384 64))) (_ bv2048 22)) (_ bv512 22)))))
 (let ((?x1290 ((_ zero_extend 10) (bvudiv (bvurem (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv384 64))) (_ bv2048 22)) (_ bv512 22)) (_ bv2 22)))))
 (let ((?x1554 (bvadd (concat (_ bv0 31) ?x1290) (concat (bvadd (concat (_ bv0 23) ?x1282) ?x1534) (_ bv0 8)))))
 (let (($x1469 (not (or (not (= ((_ extract 31 3) ?x1282) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1282))))))
 (let (($x1450 (or $x1469 (not (or (not (= ((_ extract 31 3) ?x1282) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1282)))))))
 (let (($x392 (= param!power (_ bv1 32))))
 (let (($x1372 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x86 ((_ extract 31 0) size!T)))
 (let ((?x1284 ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv384 64))) (_ bv2048 22)))))
 (let (($x1505 (and $x1372 $x1372 (bvult ?x1284 ?x86) $x1372 (bvult ?x1282 (_ bv6 32)) (bvult ?x1290 (_ bv32 32)) (and $x392 $x1450 $x1469) (= (bvadd (_ bv384 64) (concat ?x1554 (_ bv0 1))) ?x1225))))
 (not $x1505))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1568 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv192 64))) (_ bv2048 22)))))))
 (let ((?x1292 ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv192 64))) (_ bv2048 22)) (_ bv512 22)))))
 (let ((?x1300 ((_ zero_extend 10) (bvudiv (bvurem (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv192 64))) (_ bv2048 22)) (_ bv512 22)) (_ bv2 22)))))
 (let ((?x1588 (bvadd (concat (_ bv0 31) ?x1300) (concat (bvadd (concat (_ bv0 23) ?x1292) ?x1568) (_ bv0 8)))))
 (let (($x1546 (not (or (not (= ((_ extract 31 3) ?x1292) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1292))))))
 (let (($x1599 (or $x1546 (not (or (not (= ((_ extract 31 3) ?x1292) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1292)))))))
 (let (($x392 (= param!power (_ bv1 32))))
 (let (($x1372 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x86 ((_ extract 31 0) size!T)))
 (let ((?x1294 ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv192 64))) (_ bv2048 22)))))
 (let (($x1400 (and $x1372 $x1372 (bvult ?x1294 ?x86) $x1372 (bvult ?x1292 (_ bv6 32)) (bvult ?x1300 (_ bv32 32)) (and $x392 $x1599 $x1546) (= (bvadd (_ bv192 64) (concat ?x1588 (_ bv0 1))) ?x1225))))
 (not $x1400))))))))))))))
(assert
 (let ((?x1225 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x1602 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv448 64))) (_ bv2048 22)))))))
(let ((?x1302 ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv448 64))) (_ bv2048 22)) (_ bv512 22)))))
(let ((?x1310 ((_ zero_extend 10) (bvudiv (bvurem (bvurem ((_ extract 21 0) (bvsub ?x1225 (_ bv448 64))) (_ bv2048 22)) (_ bv512 22)) (_ bv2 22)))))
(let ((?x1622 (bvadd (concat (_ bv0 31) ?x1310) (concat (bvadd (concat (_ bv0 23) ?x1302) ?x1602) (_ bv0 8)))))
(let (($x1510 (not (or (not (= ((_ extract 31 3) ?x1302) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1302))))))
(let (($x1595 (or $x1510 (not (or (not (= ((_ extract 31 3) ?x1302) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1302)))))))
(let (($x392 (= param!power (_ bv1 32))))
(let (($x1372 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x86 ((_ extract 31 0) size!T)))
(let ((?x1304 ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1225 (_ bv448 64))) (_ bv2048 22)))))
(let (($x1539 (and $x1372 $x1372 (bvult ?x1304 ?x86) $x1372 (bvult ?x1302 (_ bv6 32)) (bvult ?x1310 (_ bv32 32)) (and $x392 $x1595 $x1510) (= (bvadd (_ bv448 64) (concat ?x1622 (_ bv0 1))) ?x1225))))
(not $x1539))))))))))))))
(check-sat)
