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
 (let ((?x594 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x213 ((_ extract 20 0) (bvsub ?x594 (_ bv0 64)))))
(let ((?x436 (bvurem ?x213 (_ bv3072 21))))
(let ((?x428 ((_ zero_extend 11) (bvudiv ?x436 (_ bv512 21)))))
(let ((?x294 ((_ zero_extend 11) (bvudiv (bvurem ?x436 (_ bv512 21)) (_ bv2 21)))))
(let ((?x583 (bvadd ?x294 (bvmul (_ bv256 32) ?x428))))
(let ((?x575 (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ?x213 (_ bv3072 21))))) (concat (_ bv0 31) ?x583))))
(let ((?x570 (concat ?x575 (_ bv0 1))))
(let (($x555 (or (not (= ((_ extract 31 11) ?x583) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x294) (bvmul (_ bv256 11) ((_ extract 10 0) ?x428)))))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x547 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x179 (and $x547 (bvult ((_ zero_extend 11) (bvudiv ?x213 (_ bv3072 21))) (_ bv256 32)) (bvult ?x428 (_ bv6 32)) $x547 $x547 (bvult ?x294 (_ bv256 32)) (and $x183 (not $x555)) (bvule ?x570 ?x594) (bvule (bvadd ?x594 (_ bv2 64)) (bvadd ?x570 (_ bv2 64))))))
(not $x179))))))))))))))
(check-sat)
