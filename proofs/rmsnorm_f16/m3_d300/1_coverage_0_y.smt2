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
 (bvule base!x (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv300 64)))
(assert
 (let ((?x342 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1346 ((_ extract 15 0) (bvsub ?x342 (_ bv0 64)))))
 (let ((?x279 ((_ zero_extend 16) (bvudiv ?x1346 (_ bv600 16)))))
 (let ((?x1034 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1346 (_ bv600 16)) (_ bv2 16)))) (bvmul (_ bv300 63) (concat (_ bv0 31) ?x279)))))
 (let ((?x1347 (concat ?x1034 (_ bv0 1))))
 (let ((?x305 (bvadd ?x342 (_ bv2 64))))
 (let (($x1351 (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv (bvurem ?x1346 (_ bv600 16)) (_ bv2 16)))) (_ bv0 23)))))
 (let (($x1357 (or $x1351 (bvule (_ bv300 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1346 (_ bv600 16)) (_ bv2 16))))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1154 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1342 (and $x1154 $x1154 (bvult ?x279 (_ bv3 32)) $x1154 $x1154 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1346 (_ bv600 16)) (_ bv2 16))) (_ bv256 32)) (and $x207 (not $x1357)) (bvule ?x1347 ?x342) (bvule ?x305 (bvadd ?x1347 (_ bv2 64))))))
 (not $x1342)))))))))))))
(assert
 (let ((?x342 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x308 ((_ extract 15 0) (bvsub ?x342 (_ bv512 64)))))
(let ((?x284 ((_ zero_extend 16) (bvudiv (bvurem ?x308 (_ bv600 16)) (_ bv2 16)))))
(let ((?x1369 (bvadd (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x308 (_ bv600 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x284)))))
(let ((?x341 (concat ?x1369 (_ bv0 1))))
(let ((?x305 (bvadd ?x342 (_ bv2 64))))
(let (($x300 (and (bvule ?x284 (_ bv4294967039 32)) (or (not (= ((_ extract 31 6) ?x284) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) ?x284))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1154 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x299 (and $x1154 $x1154 (bvult ((_ zero_extend 16) (bvudiv ?x308 (_ bv600 16))) (_ bv3 32)) $x1154 $x1154 (bvult ?x284 (_ bv256 32)) (and $x207 (not $x300)) (bvule ?x341 ?x342) (bvule ?x305 (bvadd ?x341 (_ bv2 64))))))
(not $x299))))))))))))
(check-sat)
