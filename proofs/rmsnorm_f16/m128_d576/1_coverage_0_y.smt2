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
 (bvule base!x (_ bv18446744073709404159 64)))
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
 (bvule base!y (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv128 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x330 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1185 ((_ extract 18 0) (bvsub ?x330 (_ bv0 64)))))
 (let ((?x1408 ((_ zero_extend 13) (bvudiv ?x1185 (_ bv1152 19)))))
 (let ((?x1383 (bvadd (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv (bvurem ?x1185 (_ bv1152 19)) (_ bv2 19)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1408)))))
 (let ((?x202 (concat ?x1383 (_ bv0 1))))
 (let ((?x321 (bvadd ?x330 (_ bv2 64))))
 (let (($x1211 (not (= ((_ extract 31 10) ((_ zero_extend 13) (bvudiv (bvurem ?x1185 (_ bv1152 19)) (_ bv2 19)))) (_ bv0 22)))))
 (let (($x1199 (or $x1211 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 13) (bvudiv (bvurem ?x1185 (_ bv1152 19)) (_ bv2 19))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1381 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1359 (and $x1381 $x1381 (bvult ?x1408 (_ bv128 32)) $x1381 $x1381 (bvult ((_ zero_extend 13) (bvudiv (bvurem ?x1185 (_ bv1152 19)) (_ bv2 19))) (_ bv256 32)) (and $x206 (not $x1199)) (bvule ?x202 ?x330) (bvule ?x321 (bvadd ?x202 (_ bv2 64))))))
 (not $x1359)))))))))))))
(assert
 (let ((?x330 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x315 ((_ extract 18 0) (bvsub ?x330 (_ bv512 64)))))
 (let ((?x294 ((_ zero_extend 13) (bvudiv (bvurem ?x315 (_ bv1152 19)) (_ bv2 19)))))
 (let ((?x1187 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ?x315 (_ bv1152 19))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x294)))))
 (let ((?x214 (concat ?x1187 (_ bv0 1))))
 (let ((?x321 (bvadd ?x330 (_ bv2 64))))
 (let (($x1139 (and (bvule ?x294 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x294) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x294))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1381 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x350 (and $x1381 $x1381 (bvult ((_ zero_extend 13) (bvudiv ?x315 (_ bv1152 19))) (_ bv128 32)) $x1381 $x1381 (bvult ?x294 (_ bv256 32)) (and $x206 (not $x1139)) (bvule ?x214 ?x330) (bvule ?x321 (bvadd ?x214 (_ bv2 64))))))
 (not $x350))))))))))))
(assert
 (let ((?x330 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x270 ((_ extract 18 0) (bvsub ?x330 (_ bv1024 64)))))
(let ((?x311 ((_ zero_extend 13) (bvudiv (bvurem ?x270 (_ bv1152 19)) (_ bv2 19)))))
(let ((?x337 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ?x270 (_ bv1152 19))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x311)))))
(let ((?x969 (concat ?x337 (_ bv0 1))))
(let ((?x321 (bvadd ?x330 (_ bv2 64))))
(let (($x1054 (and (bvule ?x311 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x311) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x311))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1381 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1281 (and $x1381 $x1381 (bvult ((_ zero_extend 13) (bvudiv ?x270 (_ bv1152 19))) (_ bv128 32)) $x1381 $x1381 (bvult ?x311 (_ bv256 32)) (and $x206 (not $x1054)) (bvule ?x969 ?x330) (bvule ?x321 (bvadd ?x969 (_ bv2 64))))))
(not $x1281))))))))))))
(check-sat)
