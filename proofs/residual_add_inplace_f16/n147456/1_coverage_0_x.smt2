; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv147456 64)))
(assert
 (let ((?x241 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x255 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x241 (_ bv0 64))) (_ bv512 20)) (_ bv2 20)))))
(let ((?x264 (bvadd ?x255 (bvmul (_ bv256 32) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x241 (_ bv0 64))) (_ bv512 20)))))))
(let ((?x272 (bvmul (_ bv256 18) ((_ extract 17 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x241 (_ bv0 64))) (_ bv512 20)))))))
(let (($x263 (or (not (= ((_ extract 31 18) ?x264) (_ bv0 14))) (bvule (_ bv147456 18) (bvadd ((_ extract 17 0) ?x255) ?x272)))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x252 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x277 (and $x252 $x252 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x241 (_ bv0 64))) (_ bv512 20))) (_ bv576 32)) $x252 $x252 (bvult ?x255 (_ bv256 32)) (and $x183 (not $x263)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x264)) ?x241))))
(not $x277))))))))))
(check-sat)
