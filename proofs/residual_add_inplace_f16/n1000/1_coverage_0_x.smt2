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
 (let ((?x278 ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x325 ((_ zero_extend 16) (bvudiv ?x278 (_ bv512 16)))))
(let ((?x237 ((_ zero_extend 16) (bvudiv (bvurem ?x278 (_ bv512 16)) (_ bv2 16)))))
(let ((?x318 (bvadd ?x237 (bvmul (_ bv256 32) ?x325))))
(let ((?x313 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x318))))
(let (($x309 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x313 (_ bv2 64)))))
(let (($x294 (or (not (= ((_ extract 31 10) ?x318) (_ bv0 22))) (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) ?x237) (bvmul (_ bv256 10) ((_ extract 9 0) ?x325)))))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x287 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x283 (and $x287 $x287 (bvult ?x325 (_ bv4 32)) $x287 $x287 (bvult ?x237 (_ bv256 32)) (and $x183 (not $x294)) (bvule ?x313 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x309)))
(not $x283))))))))))))
(check-sat)
