; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073707749375 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073704308735 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2621440 64)))
(assert
 (let ((?x193 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x228 ((_ zero_extend 8) (bvudiv (bvurem ((_ extract 23 0) (bvsub ?x193 (_ bv0 64))) (_ bv512 24)) (_ bv2 24)))))
(let ((?x290 (bvadd ?x228 (bvmul (_ bv256 32) ((_ zero_extend 8) (bvudiv ((_ extract 23 0) (bvsub ?x193 (_ bv0 64))) (_ bv512 24)))))))
(let ((?x303 (bvmul (_ bv256 22) ((_ extract 21 0) ((_ zero_extend 8) (bvudiv ((_ extract 23 0) (bvsub ?x193 (_ bv0 64))) (_ bv512 24)))))))
(let (($x305 (or (not (= ((_ extract 31 22) ?x290) (_ bv0 10))) (bvule (_ bv2621440 22) (bvadd ((_ extract 21 0) ?x228) ?x303)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x254 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x294 (and $x254 $x254 (bvult ((_ zero_extend 8) (bvudiv ((_ extract 23 0) (bvsub ?x193 (_ bv0 64))) (_ bv512 24))) (_ bv10240 32)) $x254 $x254 (bvult ?x228 (_ bv256 32)) (and $x184 (not $x305)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x290)) ?x193))))
(not $x294))))))))))
(check-sat)
