; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1000 64)))
(assert
 (let ((?x241 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x254 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x241 (_ bv0 64))) (_ bv512 16)) (_ bv2 16)))))
(let ((?x262 (bvadd ?x254 (bvmul (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x241 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x266 (bvmul (_ bv256 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x241 (_ bv0 64))) (_ bv512 16)))))))
(let (($x265 (or (not (= ((_ extract 31 10) ?x262) (_ bv0 22))) (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) ?x254) ?x266)))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x268 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x256 (and $x268 $x268 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x241 (_ bv0 64))) (_ bv512 16))) (_ bv4 32)) $x268 $x268 (bvult ?x254 (_ bv256 32)) (and $x183 (not $x265)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x262)) ?x241))))
(not $x256))))))))))
(check-sat)
