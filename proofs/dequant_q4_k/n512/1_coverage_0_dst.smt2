; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709551327 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv512 64)))
(assert
 (let ((?x438 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x383 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x438 (_ bv0 64))) (_ bv512 16)) (_ bv2 16)))))
(let ((?x388 (bvadd ?x383 (bvmul (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x438 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x424 (bvmul (_ bv256 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x438 (_ bv0 64))) (_ bv512 16)))))))
(let (($x386 (or (not (= ((_ extract 31 10) ?x388) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 9 0) ?x383) ?x424)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x673 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x395 (and $x673 $x673 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x438 (_ bv0 64))) (_ bv512 16))) (_ bv2 32)) $x673 $x673 (bvult ?x383 (_ bv256 32)) (and $x184 (not $x386)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x388)) ?x438))))
(not $x395))))))))))
(check-sat)
