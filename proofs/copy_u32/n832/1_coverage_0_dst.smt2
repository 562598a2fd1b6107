; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709548287 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073709548287 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv832 64)))
(assert
 (let ((?x231 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4 64)))))
(let ((?x244 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x231 (_ bv0 64))) (_ bv1024 16)) (_ bv4 16)))))
(let ((?x254 (bvadd ?x244 (bvmul (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x231 (_ bv0 64))) (_ bv1024 16)))))))
(let ((?x256 (bvmul (_ bv256 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x231 (_ bv0 64))) (_ bv1024 16)))))))
(let (($x248 (or (not (= ((_ extract 31 10) ?x254) (_ bv0 22))) (bvule (_ bv832 10) (bvadd ((_ extract 9 0) ?x244) ?x256)))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x268 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x259 (and $x268 $x268 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x231 (_ bv0 64))) (_ bv1024 16))) (_ bv4 32)) $x268 $x268 (bvult ?x244 (_ bv256 32)) (and $x183 (not $x248)) (= (bvmul (_ bv4 64) (concat (_ bv0 32) ?x254)) ?x231))))
(not $x259))))))))))
(check-sat)
