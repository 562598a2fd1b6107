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
 (let ((?x295 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x309 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x295 (_ bv0 64))) (_ bv512 20)) (_ bv2 20)))))
(let ((?x318 (bvadd ?x309 (bvmul (_ bv256 32) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x295 (_ bv0 64))) (_ bv512 20)))))))
(let ((?x326 (bvmul (_ bv256 18) ((_ extract 17 0) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x295 (_ bv0 64))) (_ bv512 20)))))))
(let (($x317 (or (not (= ((_ extract 31 18) ?x318) (_ bv0 14))) (bvule (_ bv147456 18) (bvadd ((_ extract 17 0) ?x309) ?x326)))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x306 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x331 (and $x306 $x306 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x295 (_ bv0 64))) (_ bv512 20))) (_ bv576 32)) $x306 $x306 (bvult ?x309 (_ bv256 32)) (and $x183 (not $x317)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x318)) ?x295))))
(not $x331))))))))))
(check-sat)
