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
 (bvule base!x (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv128 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2183 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2213 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2183 (_ bv0 64))) (_ bv1152 19)))))))
 (let ((?x2199 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x2183 (_ bv0 64))) (_ bv1152 19)) (_ bv2 19)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2225 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2199) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2199)))))))
 (let (($x2229 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2234 (and $x2229 $x2229 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2183 (_ bv0 64))) (_ bv1152 19))) (_ bv128 32)) $x2229 $x2229 (bvult ?x2199 (_ bv256 32)) $x2225 (= (concat (bvadd (concat (_ bv0 31) ?x2199) ?x2213) (_ bv0 1)) ?x2183))))
 (not $x2234)))))))))
(assert
 (let ((?x2183 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2204 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x2183 (_ bv512 64))) (_ bv1152 19)) (_ bv2 19)))))
 (let ((?x2243 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2183 (_ bv512 64))) (_ bv1152 19)))))))
 (let (($x2262 (and (bvule ?x2204 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2204) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2204))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2229 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2258 (and $x2229 $x2229 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2183 (_ bv512 64))) (_ bv1152 19))) (_ bv128 32)) $x2229 $x2229 (bvult ?x2204 (_ bv256 32)) (and $x206 (not $x2262)) (= (concat (bvadd ?x2243 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2204))) (_ bv0 1)) ?x2183))))
 (not $x2258)))))))))
(assert
 (let ((?x2183 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2212 ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x2183 (_ bv1024 64))) (_ bv1152 19)) (_ bv2 19)))))
(let ((?x2252 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2183 (_ bv1024 64))) (_ bv1152 19)))))))
(let (($x2283 (and (bvule ?x2212 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2212) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2212))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2229 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2278 (and $x2229 $x2229 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x2183 (_ bv1024 64))) (_ bv1152 19))) (_ bv128 32)) $x2229 $x2229 (bvult ?x2212 (_ bv256 32)) (and $x206 (not $x2283)) (= (concat (bvadd ?x2252 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2212))) (_ bv0 1)) ?x2183))))
(not $x2278)))))))))
(check-sat)
