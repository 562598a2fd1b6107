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
 (and (bvule (_ bv1 64) size!T) (bvule size!T (_ bv16 64))))
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
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1239 ((_ extract 16 0) (bvsub ?x1226 (_ bv0 64)))))
 (let ((?x1233 ((_ zero_extend 15) (bvudiv ?x1239 (_ bv2048 17)))))
 (let ((?x1331 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1233)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1331) (bvule ?x1331 (_ bv8191 32))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1258 ((_ extract 16 0) (bvsub ?x1226 (_ bv256 64)))))
 (let ((?x1252 ((_ zero_extend 15) (bvudiv ?x1258 (_ bv2048 17)))))
 (let ((?x1365 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1252)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1365) (bvule ?x1365 (_ bv8191 32))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1268 ((_ extract 16 0) (bvsub ?x1226 (_ bv64 64)))))
 (let ((?x1262 ((_ zero_extend 15) (bvudiv ?x1268 (_ bv2048 17)))))
 (let ((?x1465 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1262)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1465) (bvule ?x1465 (_ bv8191 32))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1278 ((_ extract 16 0) (bvsub ?x1226 (_ bv320 64)))))
 (let ((?x1272 ((_ zero_extend 15) (bvudiv ?x1278 (_ bv2048 17)))))
 (let ((?x1352 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1272)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1352) (bvule ?x1352 (_ bv8191 32))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1288 ((_ extract 16 0) (bvsub ?x1226 (_ bv128 64)))))
 (let ((?x1282 ((_ zero_extend 15) (bvudiv ?x1288 (_ bv2048 17)))))
 (let ((?x1443 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1282)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1443) (bvule ?x1443 (_ bv8191 32))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1298 ((_ extract 16 0) (bvsub ?x1226 (_ bv384 64)))))
 (let ((?x1292 ((_ zero_extend 15) (bvudiv ?x1298 (_ bv2048 17)))))
 (let ((?x1509 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1292)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1509) (bvule ?x1509 (_ bv8191 32))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1308 ((_ extract 16 0) (bvsub ?x1226 (_ bv192 64)))))
 (let ((?x1302 ((_ zero_extend 15) (bvudiv ?x1308 (_ bv2048 17)))))
 (let ((?x1518 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1302)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1518) (bvule ?x1518 (_ bv8191 32))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1318 ((_ extract 16 0) (bvsub ?x1226 (_ bv448 64)))))
 (let ((?x1312 ((_ zero_extend 15) (bvudiv ?x1318 (_ bv2048 17)))))
 (let ((?x1450 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1312)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1450) (bvule ?x1450 (_ bv8191 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!T))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv256 64)))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1333 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv0 64))) (_ bv2048 17)))))))
 (let ((?x1240 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv0 64))) (_ bv2048 17)) (_ bv512 17)))))
 (let ((?x1246 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv0 64))) (_ bv2048 17)) (_ bv512 17)) (_ bv2 17)))))
 (let ((?x1326 (bvadd (concat (_ bv0 31) ?x1246) (concat (bvadd (concat (_ bv0 23) ?x1240) ?x1333) (_ bv0 8)))))
 (let (($x1327 (not (or (not (= ((_ extract 31 3) ?x1240) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1240))))))
 (let (($x1344 (or $x1327 (not (or (not (= ((_ extract 31 3) ?x1240) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1240)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1233 ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv0 64))) (_ bv2048 17)))))
 (let (($x1360 (and $x1350 $x1350 (bvult ?x1233 ?x87) $x1350 (bvult ?x1240 (_ bv6 32)) (bvult ?x1246 (_ bv32 32)) (and $x393 $x1344 $x1327) (= (concat ?x1326 (_ bv0 1)) ?x1226))))
 (not $x1360))))))))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1386 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv256 64))) (_ bv2048 17)))))))
 (let ((?x1245 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv256 64))) (_ bv2048 17)) (_ bv512 17)))))
 (let ((?x1254 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv256 64))) (_ bv2048 17)) (_ bv512 17)) (_ bv2 17)))))
 (let ((?x1419 (bvadd (concat (_ bv0 31) ?x1254) (concat (bvadd (concat (_ bv0 23) ?x1245) ?x1386) (_ bv0 8)))))
 (let (($x1388 (not (or (not (= ((_ extract 31 3) ?x1245) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1245))))))
 (let (($x1398 (or $x1388 (not (or (not (= ((_ extract 31 3) ?x1245) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1245)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1252 ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv256 64))) (_ bv2048 17)))))
 (let (($x1356 (and $x1350 $x1350 (bvult ?x1252 ?x87) $x1350 (bvult ?x1245 (_ bv6 32)) (bvult ?x1254 (_ bv32 32)) (and $x393 $x1398 $x1388) (= (bvadd (_ bv256 64) (concat ?x1419 (_ bv0 1))) ?x1226))))
 (not $x1356))))))))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1432 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv64 64))) (_ bv2048 17)))))))
 (let ((?x1249 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv64 64))) (_ bv2048 17)) (_ bv512 17)))))
 (let ((?x1264 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv64 64))) (_ bv2048 17)) (_ bv512 17)) (_ bv2 17)))))
 (let ((?x1454 (bvadd (concat (_ bv0 31) ?x1264) (concat (bvadd (concat (_ bv0 23) ?x1249) ?x1432) (_ bv0 8)))))
 (let (($x1417 (not (or (not (= ((_ extract 31 3) ?x1249) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1249))))))
 (let (($x1412 (or $x1417 (not (or (not (= ((_ extract 31 3) ?x1249) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1249)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1262 ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv64 64))) (_ bv2048 17)))))
 (let (($x1385 (and $x1350 $x1350 (bvult ?x1262 ?x87) $x1350 (bvult ?x1249 (_ bv6 32)) (bvult ?x1264 (_ bv32 32)) (and $x393 $x1412 $x1417) (= (bvadd (_ bv64 64) (concat ?x1454 (_ bv0 1))) ?x1226))))
 (not $x1385))))))))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1467 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv320 64))) (_ bv2048 17)))))))
 (let ((?x1255 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv320 64))) (_ bv2048 17)) (_ bv512 17)))))
 (let ((?x1274 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv320 64))) (_ bv2048 17)) (_ bv512 17)) (_ bv2 17)))))
 (let ((?x1488 (bvadd (concat (_ bv0 31) ?x1274) (concat (bvadd (concat (_ bv0 23) ?x1255) ?x1467) (_ bv0 8)))))
 (let (($x1493 (not (or (not (= ((_ extract 31 3) ?x1255) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1255))))))
 (let (($x1459 (or $x1493 (not (or (not (= ((_ extract 31 3) ?x1255) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1255)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1272 ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv320 64))) (_ bv2048 17)))))
 (let (($x1437 (and $x1350 $x1350 (bvult ?x1272 ?x87) $x1350 (bvult ?x1255 (_ bv6 32)) (bvult ?x1274 (_ bv32 32)) (and $x393 $x1459 $x1493) (= (bvadd (_ bv320 64) (concat ?x1488 (_ bv0 1))) ?x1226))))
 (not $x1437))))))))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1501 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv128 64))) (_ bv2048 17)))))))
 (let ((?x1265 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv128 64))) (_ bv2048 17)) (_ bv512 17)))))
 (let ((?x1284 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv128 64))) (_ bv2048 17)) (_ bv512 17)) (_ bv2 17)))))
 (let ((?x1522 (bvadd (concat (_ bv0 31) ?x1284) (concat (bvadd (concat (_ bv0 23) ?x1265) ?x1501) (_ bv0 8)))))
 (let (($x1523 (not (or (not (= ((_ extract 31 3) ?x1265) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1265))))))
 (let (($x1472 (or $x1523 (not (or (not (= ((_ extract 31 3) ?x1265) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1265)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1282 ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv128 64))) (_ bv2048 17)))))
 (let (($x1367 (and $x1350 $x1350 (bvult ?x1282 ?x87) $x1350 (bvult ?x1265 (_ bv6 32)) (bvult ?x1284 (_ bv32 32)) (and $x393 $x1472 $x1523) (= (bvadd (_ bv128 64) (concat ?x1522 (_ bv0 1))) ?x1226))))
 (not $x1367))))))))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1535 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv384 64))) (_ bv2048 17)))))))
 (let ((?x1275 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv384 64))) (_ bv2048 17)) (_ bv512 17)))))
 (let ((?x1294 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv384 64))) (_ bv2048 17)) (_ bv512 17)) (_ bv2 17)))))
 (let ((?x1556 (bvadd (concat (_ bv0 31) ?x1294) (concat (bvadd (concat (_ bv0 23) ?x1275) ?x1535) (_ bv0 8)))))
 (let (($x1510 (not (or (not (= ((_ extract 31 3) ?x1275) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1275))))))
 (let (($x1566 (or $x1510 (not (or (not (= ((_ extract 31 3) ?x1275) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1275)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1292 ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv384 64))) (_ bv2048 17)))))
 (let (($x1541 (and $x1350 $x1350 (bvult ?x1292 ?x87) $x1350 (bvult ?x1275 (_ bv6 32)) (bvult ?x1294 (_ bv32 32)) (and $x393 $x1566 $x1510) (= (bvadd (_ bv384 64) (concat ?x1556 (_ bv0 1))) ?x1226))))
 (not $x1541))))))))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1569 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv192 64))) (_ bv2048 17)))))))
 (let ((?x1285 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv192 64))) (_ bv2048 17)) (_ bv512 17)))))
 (let ((?x1304 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv192 64))) (_ bv2048 17)) (_ bv512 17)) (_ bv2 17)))))
 (let ((?x1590 (bvadd (concat (_ bv0 31) ?x1304) (concat (bvadd (concat (_ bv0 23) ?x1285) ?x1569) (_ bv0 8)))))
 (let (($x1579 (not (or (not (= ((_ extract 31 3) ?x1285) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1285))))))
 (let (($x1600 (or $x1579 (not (or (not (= ((_ extract 31 3) ?x1285) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1285)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x87 ((_ extract 31 0) size!T)))
 (let ((?x1302 ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv192 64))) (_ bv2048 17)))))
 (let (($x1594 (and $x1350 $x1350 (bvult ?x1302 ?x87) $x1350 (bvult ?x1285 (_ bv6 32)) (bvult ?x1304 (_ bv32 32)) (and $x393 $x1600 $x1579) (= (bvadd (_ bv192 64) (concat ?x1590 (_ bv0 1))) ?x1226))))
 (not $x1594))))))))))))))
(assert
 (let ((?x1226 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x1603 (bvmul (_ bv4 55) (concat (_ bv0 23) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv448 64))) (_ bv2048 17)))))))
(let ((?x1295 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv448 64))) (_ bv2048 17)) (_ bv512 17)))))
(let ((?x1314 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x1226 (_ bv448 64))) (_ bv2048 17)) (_ bv512 17)) (_ bv2 17)))))
(let ((?x1624 (bvadd (concat (_ bv0 31) ?x1314) (concat (bvadd (concat (_ bv0 23) ?x1295) ?x1603) (_ bv0 8)))))
(let (($x1629 (not (or (not (= ((_ extract 31 3) ?x1295) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) ?x1295))))))
(let (($x1587 (or $x1629 (not (or (not (= ((_ extract 31 3) ?x1295) (_ bv0 29))) (bvule (_ bv5 3) ((_ extract 2 0) ?x1295)))))))
(let (($x393 (= param!power (_ bv1 32))))
(let (($x1350 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x87 ((_ extract 31 0) size!T)))
(let ((?x1312 ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1226 (_ bv448 64))) (_ bv2048 17)))))
(let (($x1593 (and $x1350 $x1350 (bvult ?x1312 ?x87) $x1350 (bvult ?x1295 (_ bv6 32)) (bvult ?x1314 (_ bv32 32)) (and $x393 $x1587 $x1629) (= (bvadd (_ bv448 64) (concat ?x1624 (_ bv0 1))) ?x1226))))
(not $x1593))))))))))))))
(check-sat)
