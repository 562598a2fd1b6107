; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073708998655 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073707782143 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv884736 64)))
(assert
 (let ((?x240 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x282 ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 22)) (_ bv2 22)))))
(let ((?x289 (bvadd ?x282 (bvmul (_ bv256 32) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 22)))))))
(let ((?x302 (bvmul (_ bv256 20) ((_ extract 19 0) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 22)))))))
(let (($x287 (or (not (= ((_ extract 31 20) ?x289) (_ bv0 12))) (bvule (_ bv884736 20) (bvadd ((_ extract 19 0) ?x282) ?x302)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x303 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x279 (and $x303 $x303 (bvult ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 22))) (_ bv3456 32)) $x303 $x303 (bvult ?x282 (_ bv256 32)) (and $x184 (not $x287)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x289)) ?x240))))
(not $x279))))))))))
(check-sat)
