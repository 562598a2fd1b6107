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
 (bvule base!x (_ bv18446744073709514751 64)))
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
 (bvule base!y (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x328 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1198 ((_ extract 16 0) (bvsub ?x328 (_ bv0 64)))))
 (let ((?x1412 ((_ zero_extend 15) (bvudiv ?x1198 (_ bv1152 17)))))
 (let ((?x254 (bvadd (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv (bvurem ?x1198 (_ bv1152 17)) (_ bv2 17)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1412)))))
 (let ((?x214 (concat ?x254 (_ bv0 1))))
 (let ((?x1190 (bvadd ?x328 (_ bv2 64))))
 (let (($x1212 (not (= ((_ extract 31 10) ((_ zero_extend 15) (bvudiv (bvurem ?x1198 (_ bv1152 17)) (_ bv2 17)))) (_ bv0 22)))))
 (let (($x1164 (or $x1212 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 15) (bvudiv (bvurem ?x1198 (_ bv1152 17)) (_ bv2 17))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1388 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1408 (and $x1388 $x1388 (bvult ?x1412 (_ bv32 32)) $x1388 $x1388 (bvult ((_ zero_extend 15) (bvudiv (bvurem ?x1198 (_ bv1152 17)) (_ bv2 17))) (_ bv256 32)) (and $x206 (not $x1164)) (bvule ?x214 ?x328) (bvule ?x1190 (bvadd ?x214 (_ bv2 64))))))
 (not $x1408)))))))))))))
(assert
 (let ((?x328 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x314 ((_ extract 16 0) (bvsub ?x328 (_ bv512 64)))))
 (let ((?x303 ((_ zero_extend 15) (bvudiv (bvurem ?x314 (_ bv1152 17)) (_ bv2 17)))))
 (let ((?x947 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ?x314 (_ bv1152 17))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x303)))))
 (let ((?x1374 (concat ?x947 (_ bv0 1))))
 (let ((?x1190 (bvadd ?x328 (_ bv2 64))))
 (let (($x1407 (and (bvule ?x303 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x303) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x303))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1388 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x968 (and $x1388 $x1388 (bvult ((_ zero_extend 15) (bvudiv ?x314 (_ bv1152 17))) (_ bv32 32)) $x1388 $x1388 (bvult ?x303 (_ bv256 32)) (and $x206 (not $x1407)) (bvule ?x1374 ?x328) (bvule ?x1190 (bvadd ?x1374 (_ bv2 64))))))
 (not $x968))))))))))))
(assert
 (let ((?x328 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x219 ((_ extract 16 0) (bvsub ?x328 (_ bv1024 64)))))
(let ((?x319 ((_ zero_extend 15) (bvudiv (bvurem ?x219 (_ bv1152 17)) (_ bv2 17)))))
(let ((?x897 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ?x219 (_ bv1152 17))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x319)))))
(let ((?x225 (concat ?x897 (_ bv0 1))))
(let ((?x1190 (bvadd ?x328 (_ bv2 64))))
(let (($x300 (and (bvule ?x319 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x319) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x319))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1388 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1300 (and $x1388 $x1388 (bvult ((_ zero_extend 15) (bvudiv ?x219 (_ bv1152 17))) (_ bv32 32)) $x1388 $x1388 (bvult ?x319 (_ bv256 32)) (and $x206 (not $x300)) (bvule ?x225 ?x328) (bvule ?x1190 (bvadd ?x225 (_ bv2 64))))))
(not $x1300))))))))))))
(check-sat)
