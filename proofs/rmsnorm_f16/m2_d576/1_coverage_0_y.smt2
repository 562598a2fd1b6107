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
 (bvule base!x (_ bv18446744073709549311 64)))
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
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x329 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x201 ((_ extract 15 0) (bvsub ?x329 (_ bv0 64)))))
 (let ((?x1207 ((_ zero_extend 16) (bvudiv ?x201 (_ bv1152 16)))))
 (let ((?x1390 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x201 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1207)))))
 (let ((?x1405 (concat ?x1390 (_ bv0 1))))
 (let ((?x1175 (bvadd ?x329 (_ bv2 64))))
 (let (($x1237 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x201 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1233 (or $x1237 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x201 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x1374 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1406 (and $x1374 $x1374 (bvult ?x1207 (_ bv2 32)) $x1374 $x1374 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x201 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x205 (not $x1233)) (bvule ?x1405 ?x329) (bvule ?x1175 (bvadd ?x1405 (_ bv2 64))))))
 (not $x1406)))))))))))))
(assert
 (let ((?x329 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x304 ((_ extract 15 0) (bvsub ?x329 (_ bv512 64)))))
 (let ((?x1385 ((_ zero_extend 16) (bvudiv (bvurem ?x304 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x323 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x304 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1385)))))
 (let ((?x1209 (concat ?x323 (_ bv0 1))))
 (let ((?x1175 (bvadd ?x329 (_ bv2 64))))
 (let (($x1133 (and (bvule ?x1385 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1385) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1385))))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x1374 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1132 (and $x1374 $x1374 (bvult ((_ zero_extend 16) (bvudiv ?x304 (_ bv1152 16))) (_ bv2 32)) $x1374 $x1374 (bvult ?x1385 (_ bv256 32)) (and $x205 (not $x1133)) (bvule ?x1209 ?x329) (bvule ?x1175 (bvadd ?x1209 (_ bv2 64))))))
 (not $x1132))))))))))))
(assert
 (let ((?x329 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x320 ((_ extract 15 0) (bvsub ?x329 (_ bv1024 64)))))
(let ((?x284 ((_ zero_extend 16) (bvudiv (bvurem ?x320 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x952 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x320 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x284)))))
(let ((?x336 (concat ?x952 (_ bv0 1))))
(let ((?x1175 (bvadd ?x329 (_ bv2 64))))
(let (($x1349 (and (bvule ?x284 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x284) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x284))))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x1374 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1329 (and $x1374 $x1374 (bvult ((_ zero_extend 16) (bvudiv ?x320 (_ bv1152 16))) (_ bv2 32)) $x1374 $x1374 (bvult ?x284 (_ bv256 32)) (and $x205 (not $x1349)) (bvule ?x336 ?x329) (bvule ?x1175 (bvadd ?x336 (_ bv2 64))))))
(not $x1329))))))))))))
(check-sat)
