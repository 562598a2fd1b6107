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
 (let ((?x386 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x400 ((_ zero_extend 9) (bvudiv (bvurem ((_ extract 22 0) (bvsub ?x386 (_ bv0 64))) (_ bv512 23)) (_ bv2 23)))))
(let ((?x404 (bvadd ?x400 (bvmul (_ bv256 32) ((_ zero_extend 9) (bvudiv ((_ extract 22 0) (bvsub ?x386 (_ bv0 64))) (_ bv512 23)))))))
(let ((?x410 (bvmul (_ bv256 21) ((_ extract 20 0) ((_ zero_extend 9) (bvudiv ((_ extract 22 0) (bvsub ?x386 (_ bv0 64))) (_ bv512 23)))))))
(let (($x411 (or (not (= ((_ extract 31 21) ?x404) (_ bv0 11))) (bvule (_ bv1769472 21) (bvadd ((_ extract 20 0) ?x400) ?x410)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x405 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x421 (and $x405 $x405 (bvult ((_ zero_extend 9) (bvudiv ((_ extract 22 0) (bvsub ?x386 (_ bv0 64))) (_ bv512 23))) (_ bv6912 32)) $x405 $x405 (bvult ?x400 (_ bv256 32)) (and $x184 (not $x411)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x404)) ?x386))))
(not $x421))))))))))
(check-sat)
