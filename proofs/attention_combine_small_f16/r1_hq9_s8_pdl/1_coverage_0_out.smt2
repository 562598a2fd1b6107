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
 (bvule base!ml (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x1278 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x1348 (bvadd (concat (_ bv0 25) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1278 (_ bv0 64))) (_ bv128 16)))) (bvmul (_ bv9 57) (concat (_ bv0 25) (_ bv0 32))))))
(let ((?x1292 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x1278 (_ bv0 64))) (_ bv128 16)) (_ bv2 16)))))
(let (($x1301 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1302 (and $x1301 $x1301 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1278 (_ bv0 64))) (_ bv128 16))) (_ bv9 32)) $x1301 $x1301 (bvult ?x1292 (_ bv256 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x1292) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x1292) (concat ?x1348 (_ bv0 6))) (_ bv0 1)) ?x1278))))
(not $x1302)))))))
(check-sat)
