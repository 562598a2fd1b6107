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
 (bvule base!x (_ bv18446744073709256703 64)))
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
 (bvule base!y (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv256 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x326 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x963 ((_ extract 19 0) (bvsub ?x326 (_ bv0 64)))))
 (let ((?x1347 ((_ zero_extend 12) (bvudiv ?x963 (_ bv1152 20)))))
 (let ((?x1376 (bvadd (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv (bvurem ?x963 (_ bv1152 20)) (_ bv2 20)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1347)))))
 (let ((?x977 (concat ?x1376 (_ bv0 1))))
 (let ((?x1173 (bvadd ?x326 (_ bv2 64))))
 (let (($x1207 (not (= ((_ extract 31 10) ((_ zero_extend 12) (bvudiv (bvurem ?x963 (_ bv1152 20)) (_ bv2 20)))) (_ bv0 22)))))
 (let (($x1195 (or $x1207 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 12) (bvudiv (bvurem ?x963 (_ bv1152 20)) (_ bv2 20))))))))
 (let (($x202 (= param!power (_ bv1 32))))
 (let (($x1374 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1352 (and $x1374 $x1374 (bvult ?x1347 (_ bv256 32)) $x1374 $x1374 (bvult ((_ zero_extend 12) (bvudiv (bvurem ?x963 (_ bv1152 20)) (_ bv2 20))) (_ bv256 32)) (and $x202 (not $x1195)) (bvule ?x977 ?x326) (bvule ?x1173 (bvadd ?x977 (_ bv2 64))))))
 (not $x1352)))))))))))))
(assert
 (let ((?x326 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x309 ((_ extract 19 0) (bvsub ?x326 (_ bv512 64)))))
 (let ((?x1356 ((_ zero_extend 12) (bvudiv (bvurem ?x309 (_ bv1152 20)) (_ bv2 20)))))
 (let ((?x1183 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ?x309 (_ bv1152 20))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1356)))))
 (let ((?x205 (concat ?x1183 (_ bv0 1))))
 (let ((?x1173 (bvadd ?x326 (_ bv2 64))))
 (let (($x1105 (and (bvule ?x1356 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1356) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1356))))))
 (let (($x202 (= param!power (_ bv1 32))))
 (let (($x1374 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x346 (and $x1374 $x1374 (bvult ((_ zero_extend 12) (bvudiv ?x309 (_ bv1152 20))) (_ bv256 32)) $x1374 $x1374 (bvult ?x1356 (_ bv256 32)) (and $x202 (not $x1105)) (bvule ?x205 ?x326) (bvule ?x1173 (bvadd ?x205 (_ bv2 64))))))
 (not $x346))))))))))))
(assert
 (let ((?x326 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x340 ((_ extract 19 0) (bvsub ?x326 (_ bv1024 64)))))
(let ((?x283 ((_ zero_extend 12) (bvudiv (bvurem ?x340 (_ bv1152 20)) (_ bv2 20)))))
(let ((?x333 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ?x340 (_ bv1152 20))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x283)))))
(let ((?x922 (concat ?x333 (_ bv0 1))))
(let ((?x1173 (bvadd ?x326 (_ bv2 64))))
(let (($x1074 (and (bvule ?x283 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x283) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x283))))))
(let (($x202 (= param!power (_ bv1 32))))
(let (($x1374 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1277 (and $x1374 $x1374 (bvult ((_ zero_extend 12) (bvudiv ?x340 (_ bv1152 20))) (_ bv256 32)) $x1374 $x1374 (bvult ?x283 (_ bv256 32)) (and $x202 (not $x1074)) (bvule ?x922 ?x326) (bvule ?x1173 (bvadd ?x922 (_ bv2 64))))))
(not $x1277))))))))))))
(check-sat)
