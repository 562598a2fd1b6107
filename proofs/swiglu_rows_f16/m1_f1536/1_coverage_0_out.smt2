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
 (let ((?x595 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x179 ((_ extract 15 0) (bvsub ?x595 (_ bv0 64)))))
(let ((?x213 ((_ zero_extend 16) (bvudiv ?x179 (_ bv512 16)))))
(let ((?x192 ((_ zero_extend 16) (bvudiv (bvurem ?x179 (_ bv512 16)) (_ bv2 16)))))
(let ((?x295 (bvadd ?x192 (bvmul (_ bv256 32) ?x213))))
(let ((?x579 (concat (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x295)) (_ bv0 1))))
(let (($x265 (or (not (= ((_ extract 31 11) ?x295) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x192) (bvmul (_ bv256 11) ((_ extract 10 0) ?x213)))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x556 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x552 (and $x556 $x556 (bvult ?x213 (_ bv6 32)) $x556 $x556 (bvult ?x192 (_ bv256 32)) (and $x184 (not $x265)) (bvule ?x579 ?x595) (bvule (bvadd ?x595 (_ bv2 64)) (bvadd ?x579 (_ bv2 64))))))
(not $x552))))))))))))
(check-sat)
