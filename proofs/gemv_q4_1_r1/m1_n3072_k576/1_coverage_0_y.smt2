; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709545471 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv3072 64)))
(assert
 (let ((?x2188 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2201 ((_ extract 15 0) (bvsub ?x2188 (_ bv0 64)))))
(let ((?x2194 ((_ zero_extend 16) (bvudiv ?x2201 (_ bv8 16)))))
(let ((?x2211 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2201 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2225 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2211)) (concat ((_ extract 29 0) ?x2194) (_ bv0 2)))))
(let ((?x2230 (concat (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x2225)) (_ bv0 1))))
(let (($x2203 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x2211) (_ bv0 5))))))
(let (($x2240 (or (not (= ((_ extract 31 12) ?x2225) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x2211) (concat ((_ extract 9 0) ?x2194) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2232 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2234 (and $x2232 $x2232 (bvult ?x2194 (_ bv768 32)) $x2232 $x2232 (bvult ?x2211 (_ bv128 32)) (and $x207 (not $x2240) (not $x2203)) (bvule ?x2230 ?x2188) (bvule (bvadd ?x2188 (_ bv2 64)) (bvadd ?x2230 (_ bv2 64))))))
(not $x2234)))))))))))))
(check-sat)
