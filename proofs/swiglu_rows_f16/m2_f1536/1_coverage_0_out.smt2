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
 (let ((?x485 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x492 ((_ extract 15 0) (bvsub ?x485 (_ bv0 64)))))
(let ((?x494 (bvurem ?x492 (_ bv3072 16))))
(let ((?x499 ((_ zero_extend 16) (bvudiv ?x494 (_ bv512 16)))))
(let ((?x503 ((_ zero_extend 16) (bvudiv (bvurem ?x494 (_ bv512 16)) (_ bv2 16)))))
(let ((?x490 (bvadd ?x503 (bvmul (_ bv256 32) ?x499))))
(let ((?x512 (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x492 (_ bv3072 16))))) (concat (_ bv0 31) ?x490))))
(let ((?x517 (concat ?x512 (_ bv0 1))))
(let (($x527 (or (not (= ((_ extract 31 11) ?x490) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x503) (bvmul (_ bv256 11) ((_ extract 10 0) ?x499)))))))
(let (($x187 (= param!power (_ bv1 32))))
(let (($x531 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x516 (and $x531 (bvult ((_ zero_extend 16) (bvudiv ?x492 (_ bv3072 16))) (_ bv2 32)) (bvult ?x499 (_ bv6 32)) $x531 $x531 (bvult ?x503 (_ bv256 32)) (and $x187 (not $x527)) (bvule ?x517 ?x485) (bvule (bvadd ?x485 (_ bv2 64)) (bvadd ?x517 (_ bv2 64))))))
(not $x516))))))))))))))
(check-sat)
