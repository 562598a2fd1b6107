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
 (let ((?x298 ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x301 ((_ zero_extend 16) (bvudiv ?x298 (_ bv512 16)))))
(let ((?x308 ((_ zero_extend 16) (bvudiv (bvurem ?x298 (_ bv512 16)) (_ bv2 16)))))
(let ((?x333 (bvadd ?x308 (bvmul (_ bv256 32) ?x301))))
(let ((?x320 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x333))))
(let (($x331 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x320 (_ bv2 64)))))
(let (($x299 (or (not (= ((_ extract 31 10) ?x333) (_ bv0 22))) (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) ?x308) (bvmul (_ bv256 10) ((_ extract 9 0) ?x301)))))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x327 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x330 (and $x327 $x327 (bvult ?x301 (_ bv4 32)) $x327 $x327 (bvult ?x308 (_ bv256 32)) (and $x183 (not $x299)) (bvule ?x320 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x331)))
(not $x330))))))))))))
(check-sat)
