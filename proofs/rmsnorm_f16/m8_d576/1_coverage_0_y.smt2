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
 (bvule base!x (_ bv18446744073709542399 64)))
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
 (bvule base!y (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2200 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2230 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2200 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2216 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2200 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2244 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2216) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2216)))))))
 (let (($x2242 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2250 (and $x2242 $x2242 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2200 (_ bv0 64))) (_ bv1152 16))) (_ bv8 32)) $x2242 $x2242 (bvult ?x2216 (_ bv256 32)) $x2244 (= (concat (bvadd (concat (_ bv0 31) ?x2216) ?x2230) (_ bv0 1)) ?x2200))))
 (not $x2250)))))))))
(assert
 (let ((?x2200 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2221 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2200 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2261 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2200 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2262 (and (bvule ?x2221 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2221) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2221))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2242 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2274 (and $x2242 $x2242 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2200 (_ bv512 64))) (_ bv1152 16))) (_ bv8 32)) $x2242 $x2242 (bvult ?x2221 (_ bv256 32)) (and $x206 (not $x2262)) (= (concat (bvadd ?x2261 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2221))) (_ bv0 1)) ?x2200))))
 (not $x2274)))))))))
(assert
 (let ((?x2200 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2229 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2200 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2271 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2200 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2295 (and (bvule ?x2229 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2229) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2229))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2242 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2298 (and $x2242 $x2242 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2200 (_ bv1024 64))) (_ bv1152 16))) (_ bv8 32)) $x2242 $x2242 (bvult ?x2229 (_ bv256 32)) (and $x206 (not $x2295)) (= (concat (bvadd ?x2271 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2229))) (_ bv0 1)) ?x2200))))
(not $x2298)))))))))
(check-sat)
