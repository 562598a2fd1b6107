; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073706012671 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1769472 64)))
(assert
 (let ((?x240 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x282 ((_ zero_extend 9) (bvudiv (bvurem ((_ extract 22 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 23)) (_ bv2 23)))))
(let ((?x286 (bvadd ?x282 (bvmul (_ bv256 32) ((_ zero_extend 9) (bvudiv ((_ extract 22 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 23)))))))
(let ((?x292 (bvmul (_ bv256 21) ((_ extract 20 0) ((_ zero_extend 9) (bvudiv ((_ extract 22 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 23)))))))
(let (($x293 (or (not (= ((_ extract 31 21) ?x286) (_ bv0 11))) (bvule (_ bv1769472 21) (bvadd ((_ extract 20 0) ?x282) ?x292)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x287 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x303 (and $x287 $x287 (bvult ((_ zero_extend 9) (bvudiv ((_ extract 22 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 23))) (_ bv6912 32)) $x287 $x287 (bvult ?x282 (_ bv256 32)) (and $x184 (not $x293)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x286)) ?x240))))
(not $x303))))))))))
(check-sat)
