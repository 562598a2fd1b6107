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
 (let ((?x2213 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2247 (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2213 (_ bv0 64))) (_ bv600 16)))))))
 (let ((?x2228 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2213 (_ bv0 64))) (_ bv600 16)) (_ bv2 16)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2245 (and $x207 (not (or (not (= ((_ extract 31 9) ?x2228) (_ bv0 23))) (bvule (_ bv300 9) ((_ extract 8 0) ?x2228)))))))
 (let (($x2240 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2251 (and $x2240 $x2240 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2213 (_ bv0 64))) (_ bv600 16))) (_ bv3 32)) $x2240 $x2240 (bvult ?x2228 (_ bv256 32)) $x2245 (= (concat (bvadd (concat (_ bv0 31) ?x2228) ?x2247) (_ bv0 1)) ?x2213))))
 (not $x2251)))))))))
(assert
 (let ((?x2213 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2225 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2213 (_ bv512 64))) (_ bv600 16)) (_ bv2 16)))))
(let ((?x2246 (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2213 (_ bv512 64))) (_ bv600 16)))))))
(let (($x2268 (and (bvule ?x2225 (_ bv4294967039 32)) (or (not (= ((_ extract 31 6) ?x2225) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) ?x2225))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2240 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2270 (and $x2240 $x2240 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2213 (_ bv512 64))) (_ bv600 16))) (_ bv3 32)) $x2240 $x2240 (bvult ?x2225 (_ bv256 32)) (and $x207 (not $x2268)) (= (concat (bvadd ?x2246 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2225))) (_ bv0 1)) ?x2213))))
(not $x2270)))))))))
(check-sat)
