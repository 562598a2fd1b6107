; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (_ bv18446744073709543423 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709547519 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv2048 64)))
(assert
 (let ((?x337 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4096 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x353 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x337 (_ bv0 64))) (_ bv512 16)) (_ bv2 16)))))
(let ((?x352 (bvadd ?x353 (bvmul (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x337 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x368 (concat (bvadd (bvmul (_ bv2048 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x352)) (_ bv0 1))))
(let ((?x347 (bvmul (_ bv256 12) ((_ extract 11 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x337 (_ bv0 64))) (_ bv512 16)))))))
(let (($x371 (or (not (= ((_ extract 31 12) ?x352) (_ bv0 20))) (bvule (_ bv2048 12) (bvadd ((_ extract 11 0) ?x353) ?x347)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x358 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x360 (and $x358 $x358 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x337 (_ bv0 64))) (_ bv512 16))) (_ bv8 32)) $x358 $x358 (bvult ?x353 (_ bv256 32)) (and $x184 (not $x371)) (= ?x368 ?x337))))
(not $x360)))))))))))
(check-sat)
