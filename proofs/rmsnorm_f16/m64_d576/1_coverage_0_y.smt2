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
 (bvule base!x (_ bv18446744073709477887 64)))
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
 (bvule base!y (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x328 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1184 ((_ extract 17 0) (bvsub ?x328 (_ bv0 64)))))
 (let ((?x1410 ((_ zero_extend 14) (bvudiv ?x1184 (_ bv1152 18)))))
 (let ((?x1063 (bvadd (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv (bvurem ?x1184 (_ bv1152 18)) (_ bv2 18)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1410)))))
 (let ((?x1060 (concat ?x1063 (_ bv0 1))))
 (let ((?x1176 (bvadd ?x328 (_ bv2 64))))
 (let (($x1198 (not (= ((_ extract 31 10) ((_ zero_extend 14) (bvudiv (bvurem ?x1184 (_ bv1152 18)) (_ bv2 18)))) (_ bv0 22)))))
 (let (($x1150 (or $x1198 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 14) (bvudiv (bvurem ?x1184 (_ bv1152 18)) (_ bv2 18))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1386 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1406 (and $x1386 $x1386 (bvult ?x1410 (_ bv64 32)) $x1386 $x1386 (bvult ((_ zero_extend 14) (bvudiv (bvurem ?x1184 (_ bv1152 18)) (_ bv2 18))) (_ bv256 32)) (and $x206 (not $x1150)) (bvule ?x1060 ?x328) (bvule ?x1176 (bvadd ?x1060 (_ bv2 64))))))
 (not $x1406)))))))))))))
(assert
 (let ((?x328 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x314 ((_ extract 17 0) (bvsub ?x328 (_ bv512 64)))))
 (let ((?x293 ((_ zero_extend 14) (bvudiv (bvurem ?x314 (_ bv1152 18)) (_ bv2 18)))))
 (let ((?x222 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ?x314 (_ bv1152 18))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x293)))))
 (let ((?x1372 (concat ?x222 (_ bv0 1))))
 (let ((?x1176 (bvadd ?x328 (_ bv2 64))))
 (let (($x1405 (and (bvule ?x293 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x293) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x293))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1386 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x986 (and $x1386 $x1386 (bvult ((_ zero_extend 14) (bvudiv ?x314 (_ bv1152 18))) (_ bv64 32)) $x1386 $x1386 (bvult ?x293 (_ bv256 32)) (and $x206 (not $x1405)) (bvule ?x1372 ?x328) (bvule ?x1176 (bvadd ?x1372 (_ bv2 64))))))
 (not $x986))))))))))))
(assert
 (let ((?x328 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x974 ((_ extract 17 0) (bvsub ?x328 (_ bv1024 64)))))
(let ((?x310 ((_ zero_extend 14) (bvudiv (bvurem ?x974 (_ bv1152 18)) (_ bv2 18)))))
(let ((?x219 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ?x974 (_ bv1152 18))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x310)))))
(let ((?x1344 (concat ?x219 (_ bv0 1))))
(let ((?x1176 (bvadd ?x328 (_ bv2 64))))
(let (($x301 (and (bvule ?x310 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x310) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x310))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1386 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1286 (and $x1386 $x1386 (bvult ((_ zero_extend 14) (bvudiv ?x974 (_ bv1152 18))) (_ bv64 32)) $x1386 $x1386 (bvult ?x310 (_ bv256 32)) (and $x206 (not $x301)) (bvule ?x1344 ?x328) (bvule ?x1176 (bvadd ?x1344 (_ bv2 64))))))
(not $x1286))))))))))))
(check-sat)
