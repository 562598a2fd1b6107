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
 (let ((?x278 ((_ extract 19 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x326 ((_ zero_extend 12) (bvudiv ?x278 (_ bv512 20)))))
(let ((?x248 ((_ zero_extend 12) (bvudiv (bvurem ?x278 (_ bv512 20)) (_ bv2 20)))))
(let ((?x318 (bvadd ?x248 (bvmul (_ bv256 32) ?x326))))
(let ((?x313 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x318))))
(let (($x309 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x313 (_ bv2 64)))))
(let (($x294 (or (not (= ((_ extract 31 18) ?x318) (_ bv0 14))) (bvule (_ bv147456 18) (bvadd ((_ extract 17 0) ?x248) (bvmul (_ bv256 18) ((_ extract 17 0) ?x326)))))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x287 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x283 (and $x287 $x287 (bvult ?x326 (_ bv576 32)) $x287 $x287 (bvult ?x248 (_ bv256 32)) (and $x183 (not $x294)) (bvule ?x313 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x309)))
(not $x283))))))))))))
(check-sat)
