; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709551195 64)))
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
 (let ((?x238 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x321 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x238 (_ bv0 64))) (_ bv512 16)) (_ bv2 16)))))
(let ((?x251 (bvadd ?x321 (bvmul (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x238 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x269 (bvmul (_ bv256 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x238 (_ bv0 64))) (_ bv512 16)))))))
(let (($x277 (or (not (= ((_ extract 31 10) ?x251) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 9 0) ?x321) ?x269)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x250 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x292 (and $x250 $x250 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x238 (_ bv0 64))) (_ bv512 16))) (_ bv2 32)) $x250 $x250 (bvult ?x321 (_ bv256 32)) (and $x184 (not $x277)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x251)) ?x238))))
(not $x292))))))))))
(check-sat)
