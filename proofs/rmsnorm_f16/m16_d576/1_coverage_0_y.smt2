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
 (bvule base!x (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x330 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1063 ((_ extract 15 0) (bvsub ?x330 (_ bv0 64)))))
 (let ((?x1365 ((_ zero_extend 16) (bvudiv ?x1063 (_ bv1152 16)))))
 (let ((?x1379 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1063 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1365)))))
 (let ((?x1394 (concat ?x1379 (_ bv0 1))))
 (let ((?x311 (bvadd ?x330 (_ bv2 64))))
 (let (($x1226 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x1063 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1222 (or $x1226 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1063 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1363 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1395 (and $x1363 $x1363 (bvult ?x1365 (_ bv16 32)) $x1363 $x1363 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1063 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x206 (not $x1222)) (bvule ?x1394 ?x330) (bvule ?x311 (bvadd ?x1394 (_ bv2 64))))))
 (not $x1395)))))))))))))
(assert
 (let ((?x330 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x313 ((_ extract 15 0) (bvsub ?x330 (_ bv512 64)))))
 (let ((?x293 ((_ zero_extend 16) (bvudiv (bvurem ?x313 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x324 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x313 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x293)))))
 (let ((?x1198 (concat ?x324 (_ bv0 1))))
 (let ((?x311 (bvadd ?x330 (_ bv2 64))))
 (let (($x1122 (and (bvule ?x293 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x293) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x293))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1363 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1121 (and $x1363 $x1363 (bvult ((_ zero_extend 16) (bvudiv ?x313 (_ bv1152 16))) (_ bv16 32)) $x1363 $x1363 (bvult ?x293 (_ bv256 32)) (and $x206 (not $x1122)) (bvule ?x1198 ?x330) (bvule ?x311 (bvadd ?x1198 (_ bv2 64))))))
 (not $x1121))))))))))))
(assert
 (let ((?x330 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x344 ((_ extract 15 0) (bvsub ?x330 (_ bv1024 64)))))
(let ((?x306 ((_ zero_extend 16) (bvudiv (bvurem ?x344 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x941 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x344 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x306)))))
(let ((?x337 (concat ?x941 (_ bv0 1))))
(let ((?x311 (bvadd ?x330 (_ bv2 64))))
(let (($x1338 (and (bvule ?x306 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x306) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x306))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1363 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1318 (and $x1363 $x1363 (bvult ((_ zero_extend 16) (bvudiv ?x344 (_ bv1152 16))) (_ bv16 32)) $x1363 $x1363 (bvult ?x306 (_ bv256 32)) (and $x206 (not $x1338)) (bvule ?x337 ?x330) (bvule ?x311 (bvadd ?x337 (_ bv2 64))))))
(not $x1318))))))))))))
(check-sat)
