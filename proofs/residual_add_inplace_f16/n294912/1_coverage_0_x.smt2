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
 (let ((?x241 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x255 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x241 (_ bv0 64))) (_ bv512 21)) (_ bv2 21)))))
(let ((?x262 (bvadd ?x255 (bvmul (_ bv256 32) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x241 (_ bv0 64))) (_ bv512 21)))))))
(let ((?x266 (bvmul (_ bv256 19) ((_ extract 18 0) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x241 (_ bv0 64))) (_ bv512 21)))))))
(let (($x275 (or (not (= ((_ extract 31 19) ?x262) (_ bv0 13))) (bvule (_ bv294912 19) (bvadd ((_ extract 18 0) ?x255) ?x266)))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x277 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x263 (and $x277 $x277 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x241 (_ bv0 64))) (_ bv512 21))) (_ bv1152 32)) $x277 $x277 (bvult ?x255 (_ bv256 32)) (and $x183 (not $x275)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x262)) ?x241))))
(not $x263))))))))))
(check-sat)
