; benchmark generated from python API
(set-info :status unknown)
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
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_2 () (_ BitVec 64))
(assert
 (= (bvand base!qk (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!qk (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!qk (_ bv0 64)) true))
(assert
 (= (bvand base!v (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!v (_ bv18446744073709551103 64)))
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
 (bvule base!positions (_ bv18446744073709551611 64)))
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
 (bvule base!slots (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744071159414783 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (let ((?x1253 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1253) (bvule ?x1253 (_ bv8191 32)))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv256 64)))
(assert
 (let ((?x1176 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1272 (bvmul (_ bv4 55) (concat (_ bv0 23) (_ bv0 32)))))
 (let ((?x1288 (bvadd (concat (_ bv0 23) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv0 64))) (_ bv512 16)))) ?x1272)))
 (let ((?x1188 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1176 (_ bv0 64))) (_ bv512 16)) (_ bv2 16)))))
 (let ((?x1183 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv0 64))) (_ bv512 16)))))
 (let ((?x1233 ((_ extract 2 0) ?x1183)))
 (let (($x1278 (not (= ((_ extract 31 3) ?x1183) (_ bv0 29)))))
 (let (($x1294 (not (or $x1278 (bvule (_ bv4 3) ?x1233)))))
 (let (($x340 (= param!power (_ bv1 32))))
 (let (($x1283 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1254 (and $x1283 $x1283 $x1283 $x1283 (bvult ?x1183 (_ bv6 32)) (bvult ?x1188 (_ bv32 32)) (and $x340 (or $x1294 (not (or $x1278 (bvule (_ bv5 3) ?x1233)))) $x1294) (= (concat (bvadd (concat (_ bv0 31) ?x1188) (concat ?x1288 (_ bv0 8))) (_ bv0 1)) ?x1176))))
 (not $x1254)))))))))))))
(assert
 (let ((?x1176 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1272 (bvmul (_ bv4 55) (concat (_ bv0 23) (_ bv0 32)))))
 (let ((?x1295 (bvadd (concat (_ bv0 23) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv256 64))) (_ bv512 16)))) ?x1272)))
 (let ((?x1195 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1176 (_ bv256 64))) (_ bv512 16)) (_ bv2 16)))))
 (let ((?x1326 (bvadd (_ bv256 64) (concat (bvadd (concat (_ bv0 31) ?x1195) (concat ?x1295 (_ bv0 8))) (_ bv0 1)))))
 (let ((?x1181 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv256 64))) (_ bv512 16)))))
 (let ((?x1340 ((_ extract 2 0) ?x1181)))
 (let (($x1241 (not (= ((_ extract 31 3) ?x1181) (_ bv0 29)))))
 (let (($x1336 (not (or $x1241 (bvule (_ bv4 3) ?x1340)))))
 (let (($x340 (= param!power (_ bv1 32))))
 (let (($x1283 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1300 (and $x1283 $x1283 $x1283 $x1283 (bvult ?x1181 (_ bv6 32)) (bvult ?x1195 (_ bv32 32)) (and $x340 (or $x1336 (not (or $x1241 (bvule (_ bv5 3) ?x1340)))) $x1336) (= ?x1326 ?x1176))))
 (not $x1300))))))))))))))
(assert
 (let ((?x1176 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1272 (bvmul (_ bv4 55) (concat (_ bv0 23) (_ bv0 32)))))
 (let ((?x1339 (bvadd (concat (_ bv0 23) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv64 64))) (_ bv512 16)))) ?x1272)))
 (let ((?x1208 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1176 (_ bv64 64))) (_ bv512 16)) (_ bv2 16)))))
 (let ((?x1351 (bvadd (_ bv64 64) (concat (bvadd (concat (_ bv0 31) ?x1208) (concat ?x1339 (_ bv0 8))) (_ bv0 1)))))
 (let ((?x1194 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv64 64))) (_ bv512 16)))))
 (let ((?x1365 ((_ extract 2 0) ?x1194)))
 (let (($x1289 (not (= ((_ extract 31 3) ?x1194) (_ bv0 29)))))
 (let (($x1347 (not (or $x1289 (bvule (_ bv4 3) ?x1365)))))
 (let (($x340 (= param!power (_ bv1 32))))
 (let (($x1283 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1352 (and $x1283 $x1283 $x1283 $x1283 (bvult ?x1194 (_ bv6 32)) (bvult ?x1208 (_ bv32 32)) (and $x340 (or $x1347 (not (or $x1289 (bvule (_ bv5 3) ?x1365)))) $x1347) (= ?x1351 ?x1176))))
 (not $x1352))))))))))))))
(assert
 (let ((?x1176 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1272 (bvmul (_ bv4 55) (concat (_ bv0 23) (_ bv0 32)))))
 (let ((?x1364 (bvadd (concat (_ bv0 23) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv320 64))) (_ bv512 16)))) ?x1272)))
 (let ((?x1215 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1176 (_ bv320 64))) (_ bv512 16)) (_ bv2 16)))))
 (let ((?x1375 (bvadd (_ bv320 64) (concat (bvadd (concat (_ bv0 31) ?x1215) (concat ?x1364 (_ bv0 8))) (_ bv0 1)))))
 (let ((?x1201 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv320 64))) (_ bv512 16)))))
 (let ((?x1389 ((_ extract 2 0) ?x1201)))
 (let (($x1312 (not (= ((_ extract 31 3) ?x1201) (_ bv0 29)))))
 (let (($x1371 (not (or $x1312 (bvule (_ bv4 3) ?x1389)))))
 (let (($x340 (= param!power (_ bv1 32))))
 (let (($x1283 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1363 (and $x1283 $x1283 $x1283 $x1283 (bvult ?x1201 (_ bv6 32)) (bvult ?x1215 (_ bv32 32)) (and $x340 (or $x1371 (not (or $x1312 (bvule (_ bv5 3) ?x1389)))) $x1371) (= ?x1375 ?x1176))))
 (not $x1363))))))))))))))
(assert
 (let ((?x1176 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1272 (bvmul (_ bv4 55) (concat (_ bv0 23) (_ bv0 32)))))
 (let ((?x1388 (bvadd (concat (_ bv0 23) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv128 64))) (_ bv512 16)))) ?x1272)))
 (let ((?x1222 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1176 (_ bv128 64))) (_ bv512 16)) (_ bv2 16)))))
 (let ((?x1399 (bvadd (_ bv128 64) (concat (bvadd (concat (_ bv0 31) ?x1222) (concat ?x1388 (_ bv0 8))) (_ bv0 1)))))
 (let ((?x1198 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv128 64))) (_ bv512 16)))))
 (let ((?x1413 ((_ extract 2 0) ?x1198)))
 (let (($x1269 (not (= ((_ extract 31 3) ?x1198) (_ bv0 29)))))
 (let (($x1408 (not (or $x1269 (bvule (_ bv4 3) ?x1413)))))
 (let (($x340 (= param!power (_ bv1 32))))
 (let (($x1283 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1394 (and $x1283 $x1283 $x1283 $x1283 (bvult ?x1198 (_ bv6 32)) (bvult ?x1222 (_ bv32 32)) (and $x340 (or $x1408 (not (or $x1269 (bvule (_ bv5 3) ?x1413)))) $x1408) (= ?x1399 ?x1176))))
 (not $x1394))))))))))))))
(assert
 (let ((?x1176 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1272 (bvmul (_ bv4 55) (concat (_ bv0 23) (_ bv0 32)))))
 (let ((?x1412 (bvadd (concat (_ bv0 23) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv384 64))) (_ bv512 16)))) ?x1272)))
 (let ((?x1229 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1176 (_ bv384 64))) (_ bv512 16)) (_ bv2 16)))))
 (let ((?x1423 (bvadd (_ bv384 64) (concat (bvadd (concat (_ bv0 31) ?x1229) (concat ?x1412 (_ bv0 8))) (_ bv0 1)))))
 (let ((?x1205 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv384 64))) (_ bv512 16)))))
 (let ((?x1437 ((_ extract 2 0) ?x1205)))
 (let (($x1359 (not (= ((_ extract 31 3) ?x1205) (_ bv0 29)))))
 (let (($x1432 (not (or $x1359 (bvule (_ bv4 3) ?x1437)))))
 (let (($x340 (= param!power (_ bv1 32))))
 (let (($x1283 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1418 (and $x1283 $x1283 $x1283 $x1283 (bvult ?x1205 (_ bv6 32)) (bvult ?x1229 (_ bv32 32)) (and $x340 (or $x1432 (not (or $x1359 (bvule (_ bv5 3) ?x1437)))) $x1432) (= ?x1423 ?x1176))))
 (not $x1418))))))))))))))
(assert
 (let ((?x1176 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1272 (bvmul (_ bv4 55) (concat (_ bv0 23) (_ bv0 32)))))
 (let ((?x1436 (bvadd (concat (_ bv0 23) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv192 64))) (_ bv512 16)))) ?x1272)))
 (let ((?x1236 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1176 (_ bv192 64))) (_ bv512 16)) (_ bv2 16)))))
 (let ((?x1447 (bvadd (_ bv192 64) (concat (bvadd (concat (_ bv0 31) ?x1236) (concat ?x1436 (_ bv0 8))) (_ bv0 1)))))
 (let ((?x1212 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv192 64))) (_ bv512 16)))))
 (let ((?x1461 ((_ extract 2 0) ?x1212)))
 (let (($x1396 (not (= ((_ extract 31 3) ?x1212) (_ bv0 29)))))
 (let (($x1443 (not (or $x1396 (bvule (_ bv4 3) ?x1461)))))
 (let (($x340 (= param!power (_ bv1 32))))
 (let (($x1283 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1450 (and $x1283 $x1283 $x1283 $x1283 (bvult ?x1212 (_ bv6 32)) (bvult ?x1236 (_ bv32 32)) (and $x340 (or $x1443 (not (or $x1396 (bvule (_ bv5 3) ?x1461)))) $x1443) (= ?x1447 ?x1176))))
 (not $x1450))))))))))))))
(assert
 (let ((?x1176 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2048 64))) (bvmul elem0_1 (_ bv512 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x1272 (bvmul (_ bv4 55) (concat (_ bv0 23) (_ bv0 32)))))
(let ((?x1460 (bvadd (concat (_ bv0 23) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv448 64))) (_ bv512 16)))) ?x1272)))
(let ((?x1243 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1176 (_ bv448 64))) (_ bv512 16)) (_ bv2 16)))))
(let ((?x1471 (bvadd (_ bv448 64) (concat (bvadd (concat (_ bv0 31) ?x1243) (concat ?x1460 (_ bv0 8))) (_ bv0 1)))))
(let ((?x1219 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1176 (_ bv448 64))) (_ bv512 16)))))
(let ((?x1485 ((_ extract 2 0) ?x1219)))
(let (($x1426 (not (= ((_ extract 31 3) ?x1219) (_ bv0 29)))))
(let (($x1467 (not (or $x1426 (bvule (_ bv4 3) ?x1485)))))
(let (($x340 (= param!power (_ bv1 32))))
(let (($x1283 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1476 (and $x1283 $x1283 $x1283 $x1283 (bvult ?x1219 (_ bv6 32)) (bvult ?x1243 (_ bv32 32)) (and $x340 (or $x1467 (not (or $x1426 (bvule (_ bv5 3) ?x1485)))) $x1467) (= ?x1471 ?x1176))))
(not $x1476))))))))))))))
(check-sat)
