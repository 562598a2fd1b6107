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
 (bvule base!gu (_ bv18446744073709551543 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709551579 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv18 64)))
(assert
 (let ((?x295 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv36 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x305 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x295 (_ bv0 64))) (_ bv2 16)))))
(let ((?x314 (bvadd ?x305 (bvmul (_ bv256 32) (_ bv0 32)))))
(let ((?x323 (concat (bvadd (bvmul (_ bv18 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x314)) (_ bv0 1))))
(let (($x181 (= param!power (_ bv1 32))))
(let (($x309 (and $x181 (not (or (not (= ((_ extract 31 5) ?x314) (_ bv0 27))) (bvule (_ bv18 5) ((_ extract 4 0) ?x305)))))))
(let (($x308 (bvult (_ bv0 32) (_ bv1 32))))
(not (and $x308 $x308 $x308 $x308 $x308 (bvult ?x305 (_ bv256 32)) $x309 (= ?x323 ?x295)))))))))))
(check-sat)
