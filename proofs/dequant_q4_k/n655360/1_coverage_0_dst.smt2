; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709182975 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073708240895 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv655360 64)))
(assert
 (let ((?x334 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x321 ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x334 (_ bv0 64))) (_ bv512 22)) (_ bv2 22)))))
(let ((?x240 (bvadd ?x321 (bvmul (_ bv256 32) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x334 (_ bv0 64))) (_ bv512 22)))))))
(let ((?x331 (bvmul (_ bv256 20) ((_ extract 19 0) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x334 (_ bv0 64))) (_ bv512 22)))))))
(let (($x242 (or (not (= ((_ extract 31 20) ?x240) (_ bv0 12))) (bvule (_ bv655360 20) (bvadd ((_ extract 19 0) ?x321) ?x331)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x358 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x300 (and $x358 $x358 (bvult ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x334 (_ bv0 64))) (_ bv512 22))) (_ bv2560 32)) $x358 $x358 (bvult ?x321 (_ bv256 32)) (and $x184 (not $x242)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x240)) ?x334))))
(not $x300))))))))))
(check-sat)
