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
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549695 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x2187 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2200 ((_ extract 15 0) (bvsub ?x2187 (_ bv0 64)))))
(let ((?x2193 ((_ zero_extend 16) (bvudiv ?x2200 (_ bv8 16)))))
(let ((?x2210 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2200 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2220 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2210)) (concat ((_ extract 29 0) ?x2193) (_ bv0 2)))))
(let ((?x2229 (concat (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x2220)) (_ bv0 1))))
(let (($x2238 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x2210) (_ bv0 5))))))
(let (($x2192 (or (not (= ((_ extract 31 10) ?x2220) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x2210) (concat ((_ extract 7 0) ?x2193) (_ bv0 2)))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2202 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2224 (and $x2202 $x2202 (bvult ?x2193 (_ bv240 32)) $x2202 $x2202 (bvult ?x2210 (_ bv128 32)) (and $x206 (not $x2192) (not $x2238)) (bvule ?x2229 ?x2187) (bvule (bvadd ?x2187 (_ bv2 64)) (bvadd ?x2229 (_ bv2 64))))))
(not $x2224)))))))))))))
(check-sat)
