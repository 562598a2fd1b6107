; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!a () (_ BitVec 64))
(declare-fun base!b () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!a (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!a (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!a (_ bv0 64)) true))
(assert
 (= (bvand base!b (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!b (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!b (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1000 64)))
(assert
 (let ((?x327 ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x330 ((_ zero_extend 16) (bvudiv ?x327 (_ bv512 16)))))
(let ((?x337 ((_ zero_extend 16) (bvudiv (bvurem ?x327 (_ bv512 16)) (_ bv2 16)))))
(let ((?x362 (bvadd ?x337 (bvmul (_ bv256 32) ?x330))))
(let ((?x349 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x362))))
(let (($x360 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x349 (_ bv2 64)))))
(let (($x328 (or (not (= ((_ extract 31 10) ?x362) (_ bv0 22))) (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) ?x337) (bvmul (_ bv256 10) ((_ extract 9 0) ?x330)))))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x356 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x359 (and $x356 $x356 (bvult ?x330 (_ bv4 32)) $x356 $x356 (bvult ?x337 (_ bv256 32)) (and $x204 (not $x328)) (bvule ?x349 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x360)))
(not $x359))))))))))))
(check-sat)
