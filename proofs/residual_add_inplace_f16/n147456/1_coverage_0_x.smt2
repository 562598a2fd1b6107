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
 (let ((?x298 ((_ extract 19 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x302 ((_ zero_extend 12) (bvudiv ?x298 (_ bv512 20)))))
(let ((?x309 ((_ zero_extend 12) (bvudiv (bvurem ?x298 (_ bv512 20)) (_ bv2 20)))))
(let ((?x333 (bvadd ?x309 (bvmul (_ bv256 32) ?x302))))
(let ((?x326 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x333))))
(let (($x329 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x326 (_ bv2 64)))))
(let (($x322 (or (not (= ((_ extract 31 18) ?x333) (_ bv0 14))) (bvule (_ bv147456 18) (bvadd ((_ extract 17 0) ?x309) (bvmul (_ bv256 18) ((_ extract 17 0) ?x302)))))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x327 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x315 (and $x327 $x327 (bvult ?x302 (_ bv576 32)) $x327 $x327 (bvult ?x309 (_ bv256 32)) (and $x183 (not $x322)) (bvule ?x326 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x329)))
(not $x315))))))))))))
(check-sat)
