; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073708988415 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073707913215 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv819200 64)))
(assert
 (let ((?x195 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x228 ((_ zero_extend 10) (bvudiv (bvurem ((_ extract 21 0) (bvsub ?x195 (_ bv0 64))) (_ bv512 22)) (_ bv2 22)))))
(let ((?x290 (bvadd ?x228 (bvmul (_ bv256 32) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x195 (_ bv0 64))) (_ bv512 22)))))))
(let ((?x303 (bvmul (_ bv256 20) ((_ extract 19 0) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x195 (_ bv0 64))) (_ bv512 22)))))))
(let (($x288 (or (not (= ((_ extract 31 20) ?x290) (_ bv0 12))) (bvule (_ bv819200 20) (bvadd ((_ extract 19 0) ?x228) ?x303)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x304 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x225 (and $x304 $x304 (bvult ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x195 (_ bv0 64))) (_ bv512 22))) (_ bv3200 32)) $x304 $x304 (bvult ?x228 (_ bv256 32)) (and $x184 (not $x288)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x290)) ?x195))))
(not $x225))))))))))
(check-sat)
