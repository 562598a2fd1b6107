; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem1_3 () (_ BitVec 64))
(declare-fun elem1_2 () (_ BitVec 64))
(declare-fun elem1_1 () (_ BitVec 64))
(declare-fun elem1_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744070588989439 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (let ((?x3198 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3198) (bvule ?x3198 (_ bv4096 32)))))
(assert
 (let ((?x3272 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv73728 64))) (bvmul elem1_1 (_ bv8192 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x3274 (bvadd ?x3272 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x3292 ((_ extract 17 0) (bvsub ?x3274 (_ bv0 64)))))
 (let ((?x3280 (bvurem ?x3292 (_ bv24576 18))))
 (let ((?x3322 (bvand ?x3280 (_ bv245759 18))))
 (let ((?x3304 (bvand ?x3322 (_ bv253951 18))))
 (let ((?x3305 ((_ zero_extend 14) (bvudiv ?x3304 (_ bv256 18)))))
 (let ((?x3537 (concat ((_ extract 24 0) ?x3305) (_ bv0 7))))
 (let ((?x3351 (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 6 6) (bvand (bvurem ?x3304 (_ bv256 18)) (_ bv262015 18))))) (_ bv16 32))))
 (let ((?x3310 ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 5 5) (bvand (bvand (bvurem ?x3304 (_ bv256 18)) (_ bv262015 18)) (_ bv262079 18)))))))
 (let ((?x3321 ((_ zero_extend 17) ((_ extract 4 4) (bvand (bvand (bvand (bvurem ?x3304 (_ bv256 18)) (_ bv262015 18)) (_ bv262079 18)) (_ bv262111 18))))))
 (let ((?x3319 (bvurem ?x3304 (_ bv256 18))))
 (let ((?x3294 (bvand ?x3319 (_ bv262015 18))))
 (let ((?x3326 (bvand ?x3294 (_ bv262079 18))))
 (let ((?x3323 (bvand ?x3326 (_ bv262111 18))))
 (let ((?x3337 (bvand ?x3323 (_ bv262127 18))))
 (let ((?x3357 (bvadd (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 2 2) (bvand ?x3337 (_ bv262135 18))))) (_ bv1 32)) (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 3 3) ?x3337))) (_ bv2 32)))))
 (let ((?x3360 (bvadd (bvadd (bvadd ?x3357 (bvmul ((_ zero_extend 14) ?x3321) (_ bv4 32))) (bvmul ?x3310 (_ bv8 32))) ?x3351)))
 (let ((?x3362 (bvadd (bvadd ?x3360 (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 7 7) ?x3319))) (_ bv32 32))) (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 13 13) ?x3322))) (_ bv64 32)))))
 (let ((?x3363 (bvadd ?x3362 (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 14 14) ?x3280))) (_ bv128 32)))))
 (let ((?x3173 (bvmul (_ bv256 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3549 (bvadd ?x3173 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (concat (_ bv0 1) ((_ extract 31 1) ?x3363)) ?x3537))))))
 (let ((?x3555 (mem!block_tables!32 (bvadd (concat ?x3549 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3555) (bvule ?x3555 (_ bv16383 32)))))))))))))))))))))))))))
(assert
 (let ((?x3272 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv73728 64))) (bvmul elem1_1 (_ bv8192 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x3274 (bvadd ?x3272 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x3292 ((_ extract 17 0) (bvsub ?x3274 (_ bv0 64)))))
 (let ((?x3280 (bvurem ?x3292 (_ bv24576 18))))
 (let ((?x3314 ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 7 7) (bvurem (bvand (bvand ?x3280 (_ bv245759 18)) (_ bv253951 18)) (_ bv256 18)))))))
 (let ((?x3318 ((_ zero_extend 17) ((_ extract 6 6) (bvand (bvurem (bvand (bvand ?x3280 (_ bv245759 18)) (_ bv253951 18)) (_ bv256 18)) (_ bv262015 18))))))
 (let ((?x3322 (bvand ?x3280 (_ bv245759 18))))
 (let ((?x3304 (bvand ?x3322 (_ bv253951 18))))
 (let ((?x3319 (bvurem ?x3304 (_ bv256 18))))
 (let ((?x3294 (bvand ?x3319 (_ bv262015 18))))
 (let ((?x3326 (bvand ?x3294 (_ bv262079 18))))
 (let ((?x3346 (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 3 3) (bvand (bvand ?x3326 (_ bv262111 18)) (_ bv262127 18))))) (_ bv2 32))))
 (let ((?x3342 ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 2 2) (bvand (bvand (bvand ?x3326 (_ bv262111 18)) (_ bv262127 18)) (_ bv262135 18)))))))
 (let ((?x3358 (bvadd (bvadd (bvmul ?x3342 (_ bv1 32)) ?x3346) (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 4 4) (bvand ?x3326 (_ bv262111 18))))) (_ bv4 32)))))
 (let ((?x3360 (bvadd (bvadd ?x3358 (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 5 5) ?x3326))) (_ bv8 32))) (bvmul ((_ zero_extend 14) ?x3318) (_ bv16 32)))))
 (let ((?x3362 (bvadd (bvadd ?x3360 (bvmul ?x3314 (_ bv32 32))) (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 13 13) ?x3322))) (_ bv64 32)))))
 (let ((?x3363 (bvadd ?x3362 (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 14 14) ?x3280))) (_ bv128 32)))))
 (let ((?x3537 (concat ((_ extract 24 0) ((_ zero_extend 14) (bvudiv ?x3304 (_ bv256 18)))) (_ bv0 7))))
 (let ((?x3173 (bvmul (_ bv256 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3487 (bvadd ?x3173 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x3537 (concat (_ bv0 1) ((_ extract 31 3) ?x3363) (_ bv0 2))))))))
 (let ((?x3515 (mem!block_tables!32 (bvadd (concat ?x3487 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3515) (bvule ?x3515 (_ bv16383 32)))))))))))))))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem1_0 (_ bv1 64)))
(assert
 (bvult elem1_1 (_ bv9 64)))
(assert
 (bvult elem1_2 (_ bv32 64)))
(assert
 (bvult elem1_3 (_ bv64 64)))
(assert
 (let ((?x3272 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv73728 64))) (bvmul elem1_1 (_ bv8192 64))) (bvmul elem1_2 (_ bv256 64)))))
(let ((?x3274 (bvadd ?x3272 (bvmul elem1_3 (_ bv4 64)))))
(let ((?x3297 ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 14 14) (bvurem ((_ extract 17 0) (bvsub ?x3274 (_ bv0 64))) (_ bv24576 18)))))))
(let ((?x3317 ((_ zero_extend 17) ((_ extract 13 13) (bvand (bvurem ((_ extract 17 0) (bvsub ?x3274 (_ bv0 64))) (_ bv24576 18)) (_ bv245759 18))))))
(let ((?x3292 ((_ extract 17 0) (bvsub ?x3274 (_ bv0 64)))))
(let ((?x3280 (bvurem ?x3292 (_ bv24576 18))))
(let ((?x3322 (bvand ?x3280 (_ bv245759 18))))
(let ((?x3304 (bvand ?x3322 (_ bv253951 18))))
(let ((?x3319 (bvurem ?x3304 (_ bv256 18))))
(let ((?x3349 (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 5 5) (bvand (bvand ?x3319 (_ bv262015 18)) (_ bv262079 18))))) (_ bv8 32))))
(let ((?x3320 ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 4 4) (bvand (bvand (bvand ?x3319 (_ bv262015 18)) (_ bv262079 18)) (_ bv262111 18)))))))
(let ((?x3338 ((_ zero_extend 17) ((_ extract 3 3) (bvand (bvand (bvand (bvand ?x3319 (_ bv262015 18)) (_ bv262079 18)) (_ bv262111 18)) (_ bv262127 18))))))
(let ((?x3335 ((_ extract 2 2) (bvand (bvand (bvand (bvand (bvand ?x3319 (_ bv262015 18)) (_ bv262079 18)) (_ bv262111 18)) (_ bv262127 18)) (_ bv262135 18)))))
(let ((?x3357 (bvadd (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ?x3335)) (_ bv1 32)) (bvmul ((_ zero_extend 14) ?x3338) (_ bv2 32)))))
(let ((?x3360 (bvadd (bvadd (bvadd ?x3357 (bvmul ?x3320 (_ bv4 32))) ?x3349) (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 6 6) (bvand ?x3319 (_ bv262015 18))))) (_ bv16 32)))))
(let ((?x3362 (bvadd (bvadd ?x3360 (bvmul ((_ zero_extend 14) ((_ zero_extend 17) ((_ extract 7 7) ?x3319))) (_ bv32 32))) (bvmul ((_ zero_extend 14) ?x3317) (_ bv64 32)))))
(let ((?x3363 (bvadd ?x3362 (bvmul ?x3297 (_ bv128 32)))))
(let ((?x3392 (bvmul (_ bv32 56) (concat (_ bv0 24) (bvmul (_ bv3 32) ((_ zero_extend 14) (bvudiv ?x3292 (_ bv24576 18))))))))
(let ((?x3381 (bvadd (concat (_ bv0 24) ((_ zero_extend 14) (bvudiv ?x3304 (_ bv256 18)))) (bvmul (_ bv288 56) (concat (_ bv0 24) (_ bv0 32))) ?x3392 (bvmul (_ bv32 56) (concat (_ bv0 30) ((_ extract 31 6) ?x3363))))))
(let (($x280 (= param!power (_ bv1 32))))
(let (($x3172 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3531 (and $x3172 (bvult ((_ zero_extend 14) (bvudiv ?x3292 (_ bv24576 18))) (_ bv3 32)) (bvult ((_ zero_extend 14) (bvudiv ?x3304 (_ bv256 18))) (_ bv32 32)) $x3172 $x3172 (bvult ?x3363 (_ bv256 32)) (and $x280 (= ((_ extract 31 8) ?x3363) (_ bv0 24)) (bvule ((_ extract 7 0) ?x3363) (_ bv191 8))) (= (concat ?x3381 ((_ extract 5 0) ?x3363) (_ bv0 2)) ?x3274))))
(not $x3531))))))))))))))))))))))))
(check-sat)
