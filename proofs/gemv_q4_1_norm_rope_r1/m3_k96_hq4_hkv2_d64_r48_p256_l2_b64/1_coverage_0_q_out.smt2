; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
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
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709551231 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709520895 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (= (bvand base!cos_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!cos_tab (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!cos_tab (_ bv0 64)) true))
(assert
 (= (bvand base!sin_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!sin_tab (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!sin_tab (_ bv0 64)) true))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!slots (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709550079 64)))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (let ((?x1302 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x1324 ((_ extract 15 0) (bvsub ?x1302 (_ bv0 64)))))
 (let ((?x1309 ((_ zero_extend 16) (bvudiv ?x1324 (_ bv512 16)))))
 (let ((?x1345 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1309)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1345) (bvule ?x1345 (_ bv255 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x1302 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x1324 ((_ extract 15 0) (bvsub ?x1302 (_ bv0 64)))))
(let ((?x1310 (bvurem ?x1324 (_ bv512 16))))
(let ((?x1314 ((_ zero_extend 16) (bvudiv ?x1310 (_ bv16 16)))))
(let ((?x1327 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x1310 (_ bv16 16)) (_ bv4 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x1383 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x1327)) (concat ((_ extract 28 0) ?x1314) (_ bv0 2)))))
(let ((?x1308 ((_ extract 30 5) ?x1383)))
(let ((?x1348 (concat (_ bv0 31) ((_ extract 31 1) (bvadd (concat ?x1383 (_ bv0 1)) (bvmul (_ bv4294967232 32) (concat (_ bv0 6) ?x1308)))) (_ bv0 1))))
(let ((?x1339 (bvadd (bvmul (_ bv256 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1324 (_ bv512 16))))) (bvmul (_ bv64 63) (concat (_ bv0 37) ?x1308)) ?x1348)))
(let ((?x1374 (concat ?x1339 (_ bv0 1))))
(let (($x1332 (or (= ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ?x1324 (_ bv512 16)))) (_ bv3 2)) (not (= ((_ extract 31 2) ((_ zero_extend 16) (bvudiv ?x1324 (_ bv512 16)))) (_ bv0 30))) (not (= ((_ extract 4 0) ?x1327) (_ bv0 5))))))
(let (($x1354 (bvule (_ bv512 10) (concat (bvadd ((_ extract 13 5) ?x1327) (concat ((_ extract 6 0) ?x1314) (_ bv0 2))) (_ bv0 1)))))
(let (($x344 (= param!power (_ bv1 32))))
(let (($x1360 (and $x344 (not (or (not (= ((_ extract 30 9) ?x1383) (_ bv0 22))) $x1354)) (not $x1332) (not (or (not (= ((_ extract 30 8) ?x1383) (_ bv0 23))) (bvule (_ bv4 3) ((_ extract 7 5) ?x1383)))))))
(let (($x1363 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1358 (and $x1363 (bvult ((_ zero_extend 16) (bvudiv ?x1324 (_ bv512 16))) (_ bv3 32)) (bvult ?x1314 (_ bv64 32)) $x1363 $x1363 (bvult ?x1327 (_ bv128 32)) $x1360 (bvule ?x1374 ?x1302) (bvule (bvadd ?x1302 (_ bv2 64)) (bvadd ?x1374 (_ bv4 64))))))
(not $x1358))))))))))))))))))
(check-sat)
