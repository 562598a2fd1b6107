; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073531293695 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073374007295 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv167772160 64)))
(assert
 (let ((?x231 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x273 ((_ zero_extend 2) (bvudiv (bvurem ((_ extract 29 0) (bvsub ?x231 (_ bv0 64))) (_ bv512 30)) (_ bv2 30)))))
(let ((?x277 (bvadd ?x273 (bvmul (_ bv256 32) ((_ zero_extend 2) (bvudiv ((_ extract 29 0) (bvsub ?x231 (_ bv0 64))) (_ bv512 30)))))))
(let ((?x285 (bvmul (_ bv256 28) ((_ extract 27 0) ((_ zero_extend 2) (bvudiv ((_ extract 29 0) (bvsub ?x231 (_ bv0 64))) (_ bv512 30)))))))
(let (($x276 (or (not (= ((_ extract 31 28) ?x277) (_ bv0 4))) (bvule (_ bv167772160 28) (bvadd ((_ extract 27 0) ?x273) ?x285)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x287 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x290 (and $x287 $x287 (bvult ((_ zero_extend 2) (bvudiv ((_ extract 29 0) (bvsub ?x231 (_ bv0 64))) (_ bv512 30))) (_ bv655360 32)) $x287 $x287 (bvult ?x273 (_ bv256 32)) (and $x184 (not $x276)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x277)) ?x231))))
(not $x290))))))))))
(check-sat)
