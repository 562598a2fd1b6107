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
 (let ((?x596 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x198 ((_ extract 15 0) (bvsub ?x596 (_ bv0 64)))))
(let ((?x217 (bvurem ?x198 (_ bv3072 16))))
(let ((?x434 ((_ zero_extend 16) (bvudiv ?x217 (_ bv512 16)))))
(let ((?x202 ((_ zero_extend 16) (bvudiv (bvurem ?x217 (_ bv512 16)) (_ bv2 16)))))
(let ((?x584 (bvadd ?x202 (bvmul (_ bv256 32) ?x434))))
(let ((?x576 (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x198 (_ bv3072 16))))) (concat (_ bv0 31) ?x584))))
(let ((?x577 (concat ?x576 (_ bv0 1))))
(let (($x556 (or (not (= ((_ extract 31 11) ?x584) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x202) (bvmul (_ bv256 11) ((_ extract 10 0) ?x434)))))))
(let (($x187 (= param!power (_ bv1 32))))
(let (($x548 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x186 (and $x548 (bvult ((_ zero_extend 16) (bvudiv ?x198 (_ bv3072 16))) (_ bv2 32)) (bvult ?x434 (_ bv6 32)) $x548 $x548 (bvult ?x202 (_ bv256 32)) (and $x187 (not $x556)) (bvule ?x577 ?x596) (bvule (bvadd ?x596 (_ bv2 64)) (bvadd ?x577 (_ bv2 64))))))
(not $x186))))))))))))))
(check-sat)
