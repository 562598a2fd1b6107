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
 (and (bvule (_ bv2 64) size!T) (bvule size!T (_ bv64 64))))
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
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1238 ((_ extract 18 0) (bvsub ?x1224 (_ bv0 64)))))
 (let ((?x1228 ((_ zero_extend 13) (bvudiv ?x1238 (_ bv2048 19)))))
 (let ((?x1323 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1228)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1323) (bvule ?x1323 (_ bv8191 32))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1256 ((_ extract 18 0) (bvsub ?x1224 (_ bv256 64)))))
 (let ((?x1251 ((_ zero_extend 13) (bvudiv ?x1256 (_ bv2048 19)))))
 (let ((?x1426 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1251)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1426) (bvule ?x1426 (_ bv8191 32))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1266 ((_ extract 18 0) (bvsub ?x1224 (_ bv64 64)))))
 (let ((?x1261 ((_ zero_extend 13) (bvudiv ?x1266 (_ bv2048 19)))))
 (let ((?x1392 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1261)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1392) (bvule ?x1392 (_ bv8191 32))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1276 ((_ extract 18 0) (bvsub ?x1224 (_ bv320 64)))))
 (let ((?x1271 ((_ zero_extend 13) (bvudiv ?x1276 (_ bv2048 19)))))
 (let ((?x1475 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1271)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1475) (bvule ?x1475 (_ bv8191 32))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1286 ((_ extract 18 0) (bvsub ?x1224 (_ bv128 64)))))
 (let ((?x1281 ((_ zero_extend 13) (bvudiv ?x1286 (_ bv2048 19)))))
 (let ((?x1482 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1281)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1482) (bvule ?x1482 (_ bv8191 32))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1296 ((_ extract 18 0) (bvsub ?x1224 (_ bv384 64)))))
 (let ((?x1291 ((_ zero_extend 13) (bvudiv ?x1296 (_ bv2048 19)))))
 (let ((?x1408 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1291)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1408) (bvule ?x1408 (_ bv8191 32))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1306 ((_ extract 18 0) (bvsub ?x1224 (_ bv192 64)))))
 (let ((?x1301 ((_ zero_extend 13) (bvudiv ?x1306 (_ bv2048 19)))))
 (let ((?x1541 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1301)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1541) (bvule ?x1541 (_ bv8191 32))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1316 ((_ extract 18 0) (bvsub ?x1224 (_ bv448 64)))))
 (let ((?x1311 ((_ zero_extend 13) (bvudiv ?x1316 (_ bv2048 19)))))
 (let ((?x1584 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1311)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1584) (bvule ?x1584 (_ bv8191 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!T))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv256 64)))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1328 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv0 64))) (_ bv2048 19)))))))
 (let ((?x1235 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv0 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1244 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv0 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1342 (bvadd (concat (_ bv0 31) ?x1244) (concat (bvadd (concat (_ bv0 23) ?x1235) ?x1328) (_ bv0 8)))))
 (let (($x1324 (not (or (not (= ((_ extract 31 3) ?x1235) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1235))))))
 (let (($x1355 (or $x1324 (not (or (not (= ((_ extract 31 3) ?x1235) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1235)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1228 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv0 64))) (_ bv2048 19)))))
 (let (($x1340 (and $x1350 $x1350 (bvult ?x1228 ?x87) $x1350 (bvult ?x1235 (_ bv6 32)) (bvult ?x1244 (_ bv32 32)) (and $x393 $x1355 $x1324) (= (concat ?x1342 (_ bv0 1)) ?x1224))))
 (not $x1340))))))))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1383 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv256 64))) (_ bv2048 19)))))))
 (let ((?x1243 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv256 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1249 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv256 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1417 (bvadd (concat (_ bv0 31) ?x1249) (concat (bvadd (concat (_ bv0 23) ?x1243) ?x1383) (_ bv0 8)))))
 (let (($x1389 (not (or (not (= ((_ extract 31 3) ?x1243) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1243))))))
 (let (($x1370 (or $x1389 (not (or (not (= ((_ extract 31 3) ?x1243) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1243)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1251 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv256 64))) (_ bv2048 19)))))
 (let (($x1406 (and $x1350 $x1350 (bvult ?x1251 ?x87) $x1350 (bvult ?x1243 (_ bv6 32)) (bvult ?x1249 (_ bv32 32)) (and $x393 $x1370 $x1389) (= (bvadd (_ bv256 64) (concat ?x1417 (_ bv0 1))) ?x1224))))
 (not $x1406))))))))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1429 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv64 64))) (_ bv2048 19)))))))
 (let ((?x1232 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv64 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1259 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv64 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1452 (bvadd (concat (_ bv0 31) ?x1259) (concat (bvadd (concat (_ bv0 23) ?x1232) ?x1429) (_ bv0 8)))))
 (let (($x1404 (not (or (not (= ((_ extract 31 3) ?x1232) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1232))))))
 (let (($x1376 (or $x1404 (not (or (not (= ((_ extract 31 3) ?x1232) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1232)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1261 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv64 64))) (_ bv2048 19)))))
 (let (($x1438 (and $x1350 $x1350 (bvult ?x1261 ?x87) $x1350 (bvult ?x1232 (_ bv6 32)) (bvult ?x1259 (_ bv32 32)) (and $x393 $x1376 $x1404) (= (bvadd (_ bv64 64) (concat ?x1452 (_ bv0 1))) ?x1224))))
 (not $x1438))))))))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1464 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv320 64))) (_ bv2048 19)))))))
 (let ((?x1252 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv320 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1269 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv320 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1486 (bvadd (concat (_ bv0 31) ?x1269) (concat (bvadd (concat (_ bv0 23) ?x1252) ?x1464) (_ bv0 8)))))
 (let (($x1333 (not (or (not (= ((_ extract 31 3) ?x1252) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1252))))))
 (let (($x1330 (or $x1333 (not (or (not (= ((_ extract 31 3) ?x1252) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1252)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1271 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv320 64))) (_ bv2048 19)))))
 (let (($x1416 (and $x1350 $x1350 (bvult ?x1271 ?x87) $x1350 (bvult ?x1252 (_ bv6 32)) (bvult ?x1269 (_ bv32 32)) (and $x393 $x1330 $x1333) (= (bvadd (_ bv320 64) (concat ?x1486 (_ bv0 1))) ?x1224))))
 (not $x1416))))))))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1498 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv128 64))) (_ bv2048 19)))))))
 (let ((?x1262 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv128 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1279 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv128 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1520 (bvadd (concat (_ bv0 31) ?x1279) (concat (bvadd (concat (_ bv0 23) ?x1262) ?x1498) (_ bv0 8)))))
 (let (($x1483 (not (or (not (= ((_ extract 31 3) ?x1262) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1262))))))
 (let (($x1497 (or $x1483 (not (or (not (= ((_ extract 31 3) ?x1262) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1262)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1281 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv128 64))) (_ bv2048 19)))))
 (let (($x1453 (and $x1350 $x1350 (bvult ?x1281 ?x87) $x1350 (bvult ?x1262 (_ bv6 32)) (bvult ?x1279 (_ bv32 32)) (and $x393 $x1497 $x1483) (= (bvadd (_ bv128 64) (concat ?x1520 (_ bv0 1))) ?x1224))))
 (not $x1453))))))))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1532 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv384 64))) (_ bv2048 19)))))))
 (let ((?x1272 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv384 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1289 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv384 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1554 (bvadd (concat (_ bv0 31) ?x1289) (concat (bvadd (concat (_ bv0 23) ?x1272) ?x1532) (_ bv0 8)))))
 (let (($x1565 (not (or (not (= ((_ extract 31 3) ?x1272) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1272))))))
 (let (($x1335 (or $x1565 (not (or (not (= ((_ extract 31 3) ?x1272) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1272)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1291 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv384 64))) (_ bv2048 19)))))
 (let (($x1487 (and $x1350 $x1350 (bvult ?x1291 ?x87) $x1350 (bvult ?x1272 (_ bv6 32)) (bvult ?x1289 (_ bv32 32)) (and $x393 $x1335 $x1565) (= (bvadd (_ bv384 64) (concat ?x1554 (_ bv0 1))) ?x1224))))
 (not $x1487))))))))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1566 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv192 64))) (_ bv2048 19)))))))
 (let ((?x1282 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv192 64))) (_ bv2048 19)) (_ bv512 19)))))
 (let ((?x1299 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv192 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
 (let ((?x1588 (bvadd (concat (_ bv0 31) ?x1299) (concat (bvadd (concat (_ bv0 23) ?x1282) ?x1566) (_ bv0 8)))))
 (let (($x1455 (not (or (not (= ((_ extract 31 3) ?x1282) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1282))))))
 (let (($x1552 (or $x1455 (not (or (not (= ((_ extract 31 3) ?x1282) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1282)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1301 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv192 64))) (_ bv2048 19)))))
 (let (($x1558 (and $x1350 $x1350 (bvult ?x1301 ?x87) $x1350 (bvult ?x1282 (_ bv6 32)) (bvult ?x1299 (_ bv32 32)) (and $x393 $x1552 $x1455) (= (bvadd (_ bv192 64) (concat ?x1588 (_ bv0 1))) ?x1224))))
 (not $x1558))))))))))))))
(assert
 (let ((?x1224 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x1600 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv448 64))) (_ bv2048 19)))))))
(let ((?x1292 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv448 64))) (_ bv2048 19)) (_ bv512 19)))))
(let ((?x1309 ((_ zero_extend 13) (bvudiv (bvurem (bvurem ((_ extract 18 0) (bvsub ?x1224 (_ bv448 64))) (_ bv2048 19)) (_ bv512 19)) (_ bv2 19)))))
(let ((?x1622 (bvadd (concat (_ bv0 31) ?x1309) (concat (bvadd (concat (_ bv0 23) ?x1292) ?x1600) (_ bv0 8)))))
(let (($x1578 (not (or (not (= ((_ extract 31 3) ?x1292) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1292))))))
(let (($x1536 (or $x1578 (not (or (not (= ((_ extract 31 3) ?x1292) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1292)))))))
(let (($x393 (= param!power (_ bv1 32))))
(let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x87 ((_ extract 31 0) size!T)))
(let ((?x1311 ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x1224 (_ bv448 64))) (_ bv2048 19)))))
(let (($x1586 (and $x1350 $x1350 (bvult ?x1311 ?x87) $x1350 (bvult ?x1292 (_ bv6 32)) (bvult ?x1309 (_ bv32 32)) (and $x393 $x1536 $x1578) (= (bvadd (_ bv448 64) (concat ?x1622 (_ bv0 1))) ?x1224))))
(not $x1586))))))))))))))
(check-sat)
