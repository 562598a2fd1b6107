; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709551295 64)))
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
 (let ((?x240 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x281 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 16)) (_ bv2 16)))))
(let ((?x289 (bvadd ?x281 (bvmul (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x293 (bvmul (_ bv256 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 16)))))))
(let (($x292 (or (not (= ((_ extract 31 10) ?x289) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 9 0) ?x281) ?x293)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x295 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x283 (and $x295 $x295 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 16))) (_ bv2 32)) $x295 $x295 (bvult ?x281 (_ bv256 32)) (and $x184 (not $x292)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x289)) ?x240))))
(not $x283))))))))))
(check-sat)
