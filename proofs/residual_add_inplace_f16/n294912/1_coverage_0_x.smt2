; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv294912 64)))
(assert
 (let ((?x295 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x309 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x295 (_ bv0 64))) (_ bv512 21)) (_ bv2 21)))))
(let ((?x316 (bvadd ?x309 (bvmul (_ bv256 32) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x295 (_ bv0 64))) (_ bv512 21)))))))
(let ((?x320 (bvmul (_ bv256 19) ((_ extract 18 0) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x295 (_ bv0 64))) (_ bv512 21)))))))
(let (($x329 (or (not (= ((_ extract 31 19) ?x316) (_ bv0 13))) (bvule (_ bv294912 19) (bvadd ((_ extract 18 0) ?x309) ?x320)))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x331 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x317 (and $x331 $x331 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x295 (_ bv0 64))) (_ bv512 21))) (_ bv1152 32)) $x331 $x331 (bvult ?x309 (_ bv256 32)) (and $x183 (not $x329)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x316)) ?x295))))
(not $x317))))))))))
(check-sat)
