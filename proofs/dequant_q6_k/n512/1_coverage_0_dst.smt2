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
 (let ((?x325 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x304 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x325 (_ bv0 64))) (_ bv512 16)) (_ bv2 16)))))
(let ((?x289 (bvadd ?x304 (bvmul (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x325 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x230 (bvmul (_ bv256 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x325 (_ bv0 64))) (_ bv512 16)))))))
(let (($x249 (or (not (= ((_ extract 31 10) ?x289) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 9 0) ?x304) ?x230)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x247 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x251 (and $x247 $x247 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x325 (_ bv0 64))) (_ bv512 16))) (_ bv2 32)) $x247 $x247 (bvult ?x304 (_ bv256 32)) (and $x184 (not $x249)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x289)) ?x325))))
(not $x251))))))))))
(check-sat)
