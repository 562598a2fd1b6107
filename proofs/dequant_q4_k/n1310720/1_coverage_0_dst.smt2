; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073708814335 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073706930175 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1310720 64)))
(assert
 (let ((?x334 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x321 ((_ zero_extend 9) (bvudiv (bvurem ((_ extract 22 0) (bvsub ?x334 (_ bv0 64))) (_ bv512 23)) (_ bv2 23)))))
(let ((?x226 (bvadd ?x321 (bvmul (_ bv256 32) ((_ zero_extend 9) (bvudiv ((_ extract 22 0) (bvsub ?x334 (_ bv0 64))) (_ bv512 23)))))))
(let ((?x230 (bvmul (_ bv256 21) ((_ extract 20 0) ((_ zero_extend 9) (bvudiv ((_ extract 22 0) (bvsub ?x334 (_ bv0 64))) (_ bv512 23)))))))
(let (($x237 (or (not (= ((_ extract 31 21) ?x226) (_ bv0 11))) (bvule (_ bv1310720 21) (bvadd ((_ extract 20 0) ?x321) ?x230)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x242 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x358 (and $x242 $x242 (bvult ((_ zero_extend 9) (bvudiv ((_ extract 22 0) (bvsub ?x334 (_ bv0 64))) (_ bv512 23))) (_ bv5120 32)) $x242 $x242 (bvult ?x321 (_ bv256 32)) (and $x184 (not $x237)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x226)) ?x334))))
(not $x358))))))))))
(check-sat)
