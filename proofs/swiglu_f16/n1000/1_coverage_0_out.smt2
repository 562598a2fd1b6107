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
 (let ((?x321 ((_ extract 15 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x372 ((_ zero_extend 16) (bvudiv ?x321 (_ bv512 16)))))
(let ((?x388 ((_ zero_extend 16) (bvudiv (bvurem ?x321 (_ bv512 16)) (_ bv2 16)))))
(let ((?x527 (bvadd ?x388 (bvmul (_ bv256 32) ?x372))))
(let ((?x523 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x527))))
(let (($x379 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x523 (_ bv2 64)))))
(let (($x345 (or (not (= ((_ extract 31 10) ?x527) (_ bv0 22))) (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) ?x388) (bvmul (_ bv256 10) ((_ extract 9 0) ?x372)))))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x337 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x504 (and $x337 $x337 (bvult ?x372 (_ bv4 32)) $x337 $x337 (bvult ?x388 (_ bv256 32)) (and $x204 (not $x345)) (bvule ?x523 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x379)))
(not $x504))))))))))))
(check-sat)
