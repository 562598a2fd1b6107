; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (_ bv18446744073709539327 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709545471 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x307 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x321 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x307 (_ bv0 64))) (_ bv3072 16)) (_ bv512 16)))))
(let ((?x325 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x307 (_ bv0 64))) (_ bv3072 16)) (_ bv512 16)) (_ bv2 16)))))
(let ((?x340 (bvadd ?x325 (bvmul (_ bv256 32) ?x321))))
(let ((?x312 (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x307 (_ bv0 64))) (_ bv3072 16)))))))
(let (($x333 (or (not (= ((_ extract 31 11) ?x340) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x325) (bvmul (_ bv256 11) ((_ extract 10 0) ?x321)))))))
(let (($x187 (= param!power (_ bv1 32))))
(let (($x348 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x330 (and $x348 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x307 (_ bv0 64))) (_ bv3072 16))) (_ bv2 32)) (bvult ?x321 (_ bv6 32)) $x348 $x348 (bvult ?x325 (_ bv256 32)) (and $x187 (not $x333)) (= (concat (bvadd ?x312 (concat (_ bv0 31) ?x340)) (_ bv0 1)) ?x307))))
(not $x330)))))))))))
(check-sat)
