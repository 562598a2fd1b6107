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
 (bvule base!x (_ bv18446744073709549311 64)))
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
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2206 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2238 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2206 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2220 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2206 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x2249 (and $x205 (not (or (not (= ((_ extract 31 10) ?x2220) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2220)))))))
 (let (($x2247 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2255 (and $x2247 $x2247 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2206 (_ bv0 64))) (_ bv1152 16))) (_ bv2 32)) $x2247 $x2247 (bvult ?x2220 (_ bv256 32)) $x2249 (= (concat (bvadd (concat (_ bv0 31) ?x2220) ?x2238) (_ bv0 1)) ?x2206))))
 (not $x2255)))))))))
(assert
 (let ((?x2206 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2218 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2206 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2266 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2206 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2267 (and (bvule ?x2218 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2218) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2218))))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x2247 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2279 (and $x2247 $x2247 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2206 (_ bv512 64))) (_ bv1152 16))) (_ bv2 32)) $x2247 $x2247 (bvult ?x2218 (_ bv256 32)) (and $x205 (not $x2267)) (= (concat (bvadd ?x2266 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2218))) (_ bv0 1)) ?x2206))))
 (not $x2279)))))))))
(assert
 (let ((?x2206 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2222 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2206 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2276 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2206 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2300 (and (bvule ?x2222 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2222) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2222))))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x2247 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2303 (and $x2247 $x2247 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2206 (_ bv1024 64))) (_ bv1152 16))) (_ bv2 32)) $x2247 $x2247 (bvult ?x2222 (_ bv256 32)) (and $x205 (not $x2300)) (= (concat (bvadd ?x2276 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2222))) (_ bv0 1)) ?x2206))))
(not $x2303)))))))))
(check-sat)
