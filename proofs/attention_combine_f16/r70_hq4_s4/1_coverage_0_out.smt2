; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_2 () (_ BitVec 64))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (_ bv18446744073709542655 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709264895 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709515775 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv70 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x1350 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x1414 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1350 (_ bv0 64))) (_ bv512 17)))))))
(let ((?x1365 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x1350 (_ bv0 64))) (_ bv512 17)) (_ bv128 17)))))
(let ((?x1371 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x1350 (_ bv0 64))) (_ bv512 17)) (_ bv128 17)) (_ bv2 17)))))
(let ((?x1428 (bvadd (concat (_ bv0 31) ?x1371) (concat (bvadd (concat (_ bv0 25) ?x1365) ?x1414) (_ bv0 6)))))
(let (($x1427 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1380 (and $x1427 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x1350 (_ bv0 64))) (_ bv512 17))) (_ bv70 32)) (bvult ?x1365 (_ bv4 32)) $x1427 $x1427 (bvult ?x1371 (_ bv256 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x1371) (_ bv0 26))) (= (concat ?x1428 (_ bv0 1)) ?x1350))))
(not $x1380)))))))))
(check-sat)
