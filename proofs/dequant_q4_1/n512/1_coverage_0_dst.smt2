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
 (let ((?x238 ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x348 ((_ zero_extend 16) (bvudiv ?x238 (_ bv512 16)))))
(let ((?x471 ((_ zero_extend 16) (bvudiv (bvurem ?x238 (_ bv512 16)) (_ bv2 16)))))
(let ((?x255 (bvadd ?x471 (bvmul (_ bv256 32) ?x348))))
(let ((?x467 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x255))))
(let (($x463 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x467 (_ bv2 64)))))
(let (($x332 (or (not (= ((_ extract 31 10) ?x255) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 9 0) ?x471) (bvmul (_ bv256 10) ((_ extract 9 0) ?x348)))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x459 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x455 (and $x459 $x459 (bvult ?x348 (_ bv2 32)) $x459 $x459 (bvult ?x471 (_ bv256 32)) (and $x184 (not $x332)) (bvule ?x467 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x463)))
(not $x455))))))))))))
(check-sat)
