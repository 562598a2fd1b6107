; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!gate () (_ BitVec 64))
(declare-fun base!up () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!gate (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gate (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!gate (_ bv0 64)) true))
(assert
 (= (bvand base!up (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!up (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!up (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1000 64)))
(assert
 (let ((?x300 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x313 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x300 (_ bv0 64))) (_ bv512 16)) (_ bv2 16)))))
(let ((?x321 (bvadd ?x313 (bvmul (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x300 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x325 (bvmul (_ bv256 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x300 (_ bv0 64))) (_ bv512 16)))))))
(let (($x324 (or (not (= ((_ extract 31 10) ?x321) (_ bv0 22))) (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) ?x313) ?x325)))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x327 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x315 (and $x327 $x327 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x300 (_ bv0 64))) (_ bv512 16))) (_ bv4 32)) $x327 $x327 (bvult ?x313 (_ bv256 32)) (and $x204 (not $x324)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x321)) ?x300))))
(not $x315))))))))))
(check-sat)
