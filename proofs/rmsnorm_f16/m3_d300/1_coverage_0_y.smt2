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
 (bvule base!x (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv300 64)))
(assert
 (let ((?x2216 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2250 (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2216 (_ bv0 64))) (_ bv600 16)))))))
 (let ((?x2231 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2216 (_ bv0 64))) (_ bv600 16)) (_ bv2 16)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2248 (and $x207 (not (or (not (= ((_ extract 31 9) ?x2231) (_ bv0 23))) (bvule (_ bv300 9) ((_ extract 8 0) ?x2231)))))))
 (let (($x2243 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2254 (and $x2243 $x2243 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2216 (_ bv0 64))) (_ bv600 16))) (_ bv3 32)) $x2243 $x2243 (bvult ?x2231 (_ bv256 32)) $x2248 (= (concat (bvadd (concat (_ bv0 31) ?x2231) ?x2250) (_ bv0 1)) ?x2216))))
 (not $x2254)))))))))
(assert
 (let ((?x2216 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2228 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2216 (_ bv512 64))) (_ bv600 16)) (_ bv2 16)))))
(let ((?x2249 (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2216 (_ bv512 64))) (_ bv600 16)))))))
(let (($x2271 (and (bvule ?x2228 (_ bv4294967039 32)) (or (not (= ((_ extract 31 6) ?x2228) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) ?x2228))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2243 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2273 (and $x2243 $x2243 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2216 (_ bv512 64))) (_ bv600 16))) (_ bv3 32)) $x2243 $x2243 (bvult ?x2228 (_ bv256 32)) (and $x207 (not $x2271)) (= (concat (bvadd ?x2249 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2228))) (_ bv0 1)) ?x2216))))
(not $x2273)))))))))
(check-sat)
