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
 (bvule base!x (_ bv18446744073709542399 64)))
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
 (bvule base!y (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x328 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1095 ((_ extract 15 0) (bvsub ?x328 (_ bv0 64)))))
 (let ((?x1372 ((_ zero_extend 16) (bvudiv ?x1095 (_ bv1152 16)))))
 (let ((?x1401 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1095 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1372)))))
 (let ((?x1073 (concat ?x1401 (_ bv0 1))))
 (let ((?x319 (bvadd ?x328 (_ bv2 64))))
 (let (($x1220 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x1095 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1208 (or $x1220 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1095 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1399 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1377 (and $x1399 $x1399 (bvult ?x1372 (_ bv8 32)) $x1399 $x1399 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1095 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x206 (not $x1208)) (bvule ?x1073 ?x328) (bvule ?x319 (bvadd ?x1073 (_ bv2 64))))))
 (not $x1377)))))))))))))
(assert
 (let ((?x328 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x313 ((_ extract 15 0) (bvsub ?x328 (_ bv512 64)))))
 (let ((?x292 ((_ zero_extend 16) (bvudiv (bvurem ?x313 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x1196 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x313 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x292)))))
 (let ((?x215 (concat ?x1196 (_ bv0 1))))
 (let ((?x319 (bvadd ?x328 (_ bv2 64))))
 (let (($x1365 (and (bvule ?x292 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x292) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x292))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1399 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x348 (and $x1399 $x1399 (bvult ((_ zero_extend 16) (bvudiv ?x313 (_ bv1152 16))) (_ bv8 32)) $x1399 $x1399 (bvult ?x292 (_ bv256 32)) (and $x206 (not $x1365)) (bvule ?x215 ?x328) (bvule ?x319 (bvadd ?x215 (_ bv2 64))))))
 (not $x348))))))))))))
(assert
 (let ((?x328 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x256 ((_ extract 15 0) (bvsub ?x328 (_ bv1024 64)))))
(let ((?x309 ((_ zero_extend 16) (bvudiv (bvurem ?x256 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x335 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x256 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x309)))))
(let ((?x913 (concat ?x335 (_ bv0 1))))
(let ((?x319 (bvadd ?x328 (_ bv2 64))))
(let (($x279 (and (bvule ?x309 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x309) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x309))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1399 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1290 (and $x1399 $x1399 (bvult ((_ zero_extend 16) (bvudiv ?x256 (_ bv1152 16))) (_ bv8 32)) $x1399 $x1399 (bvult ?x309 (_ bv256 32)) (and $x206 (not $x279)) (bvule ?x913 ?x328) (bvule ?x319 (bvadd ?x913 (_ bv2 64))))))
(not $x1290))))))))))))
(check-sat)
