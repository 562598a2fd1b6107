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
 (bvule base!gu (_ bv18446744073709545471 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709548543 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x483 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x489 ((_ extract 15 0) (bvsub ?x483 (_ bv0 64)))))
(let ((?x495 ((_ zero_extend 16) (bvudiv ?x489 (_ bv512 16)))))
(let ((?x499 ((_ zero_extend 16) (bvudiv (bvurem ?x489 (_ bv512 16)) (_ bv2 16)))))
(let ((?x541 (bvadd ?x499 (bvmul (_ bv256 32) ?x495))))
(let ((?x522 (concat (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x541)) (_ bv0 1))))
(let (($x536 (or (not (= ((_ extract 31 11) ?x541) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x499) (bvmul (_ bv256 11) ((_ extract 10 0) ?x495)))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x501 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x538 (and $x501 $x501 (bvult ?x495 (_ bv6 32)) $x501 $x501 (bvult ?x499 (_ bv256 32)) (and $x184 (not $x536)) (bvule ?x522 ?x483) (bvule (bvadd ?x483 (_ bv2 64)) (bvadd ?x522 (_ bv2 64))))))
(not $x538))))))))))))
(check-sat)
