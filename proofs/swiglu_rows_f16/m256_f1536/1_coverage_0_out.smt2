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
 (bvule base!gu (_ bv18446744073707978751 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv256 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x482 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x499 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x482 (_ bv0 64))) (_ bv3072 21)) (_ bv512 21)))))
(let ((?x502 ((_ zero_extend 11) (bvudiv (bvurem (bvurem ((_ extract 20 0) (bvsub ?x482 (_ bv0 64))) (_ bv3072 21)) (_ bv512 21)) (_ bv2 21)))))
(let ((?x498 (bvadd ?x502 (bvmul (_ bv256 32) ?x499))))
(let ((?x510 (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x482 (_ bv0 64))) (_ bv3072 21)))))))
(let (($x521 (or (not (= ((_ extract 31 11) ?x498) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x502) (bvmul (_ bv256 11) ((_ extract 10 0) ?x499)))))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x516 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x530 (and $x516 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x482 (_ bv0 64))) (_ bv3072 21))) (_ bv256 32)) (bvult ?x499 (_ bv6 32)) $x516 $x516 (bvult ?x502 (_ bv256 32)) (and $x183 (not $x521)) (= (concat (bvadd ?x510 (concat (_ bv0 31) ?x498)) (_ bv0 1)) ?x482))))
(not $x530)))))))))))
(check-sat)
