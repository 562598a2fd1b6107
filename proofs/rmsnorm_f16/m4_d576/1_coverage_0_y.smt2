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
 (bvule base!x (_ bv18446744073709547007 64)))
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
 (bvule base!y (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x330 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x255 ((_ extract 15 0) (bvsub ?x330 (_ bv0 64)))))
 (let ((?x1074 ((_ zero_extend 16) (bvudiv ?x255 (_ bv1152 16)))))
 (let ((?x1384 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x255 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1074)))))
 (let ((?x1399 (concat ?x1384 (_ bv0 1))))
 (let ((?x313 (bvadd ?x330 (_ bv2 64))))
 (let (($x1236 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x255 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1224 (or $x1236 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x255 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1397 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1375 (and $x1397 $x1397 (bvult ?x1074 (_ bv4 32)) $x1397 $x1397 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x255 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x206 (not $x1224)) (bvule ?x1399 ?x330) (bvule ?x313 (bvadd ?x1399 (_ bv2 64))))))
 (not $x1375)))))))))))))
(assert
 (let ((?x330 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x294 ((_ extract 15 0) (bvsub ?x330 (_ bv512 64)))))
 (let ((?x1424 ((_ zero_extend 16) (bvudiv (bvurem ?x294 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x1212 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x294 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1424)))))
 (let ((?x208 (concat ?x1212 (_ bv0 1))))
 (let ((?x313 (bvadd ?x330 (_ bv2 64))))
 (let (($x1146 (and (bvule ?x1424 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1424) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1424))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1397 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x350 (and $x1397 $x1397 (bvult ((_ zero_extend 16) (bvudiv ?x294 (_ bv1152 16))) (_ bv4 32)) $x1397 $x1397 (bvult ?x1424 (_ bv256 32)) (and $x206 (not $x1146)) (bvule ?x208 ?x330) (bvule ?x313 (bvadd ?x208 (_ bv2 64))))))
 (not $x350))))))))))))
(assert
 (let ((?x330 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x311 ((_ extract 15 0) (bvsub ?x330 (_ bv1024 64)))))
(let ((?x293 ((_ zero_extend 16) (bvudiv (bvurem ?x311 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x337 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x311 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x293)))))
(let ((?x265 (concat ?x337 (_ bv0 1))))
(let ((?x313 (bvadd ?x330 (_ bv2 64))))
(let (($x1112 (and (bvule ?x293 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x293) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x293))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1397 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1306 (and $x1397 $x1397 (bvult ((_ zero_extend 16) (bvudiv ?x311 (_ bv1152 16))) (_ bv4 32)) $x1397 $x1397 (bvult ?x293 (_ bv256 32)) (and $x206 (not $x1112)) (bvule ?x265 ?x330) (bvule ?x313 (bvadd ?x265 (_ bv2 64))))))
(not $x1306))))))))))))
(check-sat)
