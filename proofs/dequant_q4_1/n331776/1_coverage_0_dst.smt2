; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709344255 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073708888063 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv331776 64)))
(assert
 (let ((?x240 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x282 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 21)) (_ bv2 21)))))
(let ((?x289 (bvadd ?x282 (bvmul (_ bv256 32) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 21)))))))
(let ((?x293 (bvmul (_ bv256 19) ((_ extract 18 0) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 21)))))))
(let (($x302 (or (not (= ((_ extract 31 19) ?x289) (_ bv0 13))) (bvule (_ bv331776 19) (bvadd ((_ extract 18 0) ?x282) ?x293)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x304 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x290 (and $x304 $x304 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x240 (_ bv0 64))) (_ bv512 21))) (_ bv1296 32)) $x304 $x304 (bvult ?x282 (_ bv256 32)) (and $x184 (not $x302)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x289)) ?x240))))
(not $x290))))))))))
(check-sat)
