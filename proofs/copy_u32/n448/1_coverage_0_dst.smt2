; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709549823 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073709549823 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv448 64)))
(assert
 (let ((?x228 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4 64)))))
(let ((?x241 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x228 (_ bv0 64))) (_ bv1024 16)) (_ bv4 16)))))
(let ((?x251 (bvadd ?x241 (bvmul (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x228 (_ bv0 64))) (_ bv1024 16)))))))
(let ((?x253 (bvmul (_ bv256 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x228 (_ bv0 64))) (_ bv1024 16)))))))
(let (($x245 (or (not (= ((_ extract 31 9) ?x251) (_ bv0 23))) (bvule (_ bv448 9) (bvadd ((_ extract 8 0) ?x241) ?x253)))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x265 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x256 (and $x265 $x265 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x228 (_ bv0 64))) (_ bv1024 16))) (_ bv2 32)) $x265 $x265 (bvult ?x241 (_ bv256 32)) (and $x183 (not $x245)) (= (bvmul (_ bv4 64) (concat (_ bv0 32) ?x251)) ?x228))))
(not $x256))))))))))
(check-sat)
