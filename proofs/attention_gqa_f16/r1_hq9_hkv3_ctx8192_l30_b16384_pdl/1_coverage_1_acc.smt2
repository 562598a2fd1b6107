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
 (bvule base!block_tables (_ bv18446744073709549567 64)))
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
 (bvule base!ml (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (let ((?x3164 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3164) (bvule ?x3164 (_ bv8192 32)))))
(assert
 (let ((?x3271 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv147456 64))) (bvmul elem1_1 (_ bv16384 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x3273 (bvadd ?x3271 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x3291 ((_ extract 18 0) (bvsub ?x3273 (_ bv0 64)))))
 (let ((?x3279 (bvurem ?x3291 (_ bv49152 19))))
 (let ((?x3308 (bvand ?x3279 (_ bv491519 19))))
 (let ((?x3315 (bvand ?x3308 (_ bv507903 19))))
 (let ((?x3336 ((_ zero_extend 13) (bvudiv ?x3315 (_ bv256 19)))))
 (let ((?x3536 (concat ((_ extract 24 0) ?x3336) (_ bv0 7))))
 (let ((?x3351 (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 6 6) (bvand (bvurem ?x3315 (_ bv256 19)) (_ bv524159 19))))) (_ bv16 32))))
 (let ((?x3324 ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 5 5) (bvand (bvand (bvurem ?x3315 (_ bv256 19)) (_ bv524159 19)) (_ bv524223 19)))))))
 (let ((?x3309 ((_ zero_extend 18) ((_ extract 4 4) (bvand (bvand (bvand (bvurem ?x3315 (_ bv256 19)) (_ bv524159 19)) (_ bv524223 19)) (_ bv524255 19))))))
 (let ((?x3321 (bvurem ?x3315 (_ bv256 19))))
 (let ((?x3310 (bvand ?x3321 (_ bv524159 19))))
 (let ((?x3328 (bvand ?x3310 (_ bv524223 19))))
 (let ((?x3323 (bvand ?x3328 (_ bv524255 19))))
 (let ((?x3330 (bvand ?x3323 (_ bv524271 19))))
 (let ((?x3356 (bvadd (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 2 2) (bvand ?x3330 (_ bv524279 19))))) (_ bv1 32)) (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 3 3) ?x3330))) (_ bv2 32)))))
 (let ((?x3359 (bvadd (bvadd (bvadd ?x3356 (bvmul ((_ zero_extend 13) ?x3309) (_ bv4 32))) (bvmul ?x3324 (_ bv8 32))) ?x3351)))
 (let ((?x3361 (bvadd (bvadd ?x3359 (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 7 7) ?x3321))) (_ bv32 32))) (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 14 14) ?x3308))) (_ bv64 32)))))
 (let ((?x3362 (bvadd ?x3361 (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 15 15) ?x3279))) (_ bv128 32)))))
 (let ((?x3191 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3548 (bvadd ?x3191 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (concat (_ bv0 1) ((_ extract 31 1) ?x3362)) ?x3536))))))
 (let ((?x3554 (mem!block_tables!32 (bvadd (concat ?x3548 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3554) (bvule ?x3554 (_ bv16383 32)))))))))))))))))))))))))))
(assert
 (let ((?x3271 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv147456 64))) (bvmul elem1_1 (_ bv16384 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x3273 (bvadd ?x3271 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x3291 ((_ extract 18 0) (bvsub ?x3273 (_ bv0 64)))))
 (let ((?x3279 (bvurem ?x3291 (_ bv49152 19))))
 (let ((?x3317 ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 7 7) (bvurem (bvand (bvand ?x3279 (_ bv491519 19)) (_ bv507903 19)) (_ bv256 19)))))))
 (let ((?x3326 ((_ zero_extend 18) ((_ extract 6 6) (bvand (bvurem (bvand (bvand ?x3279 (_ bv491519 19)) (_ bv507903 19)) (_ bv256 19)) (_ bv524159 19))))))
 (let ((?x3308 (bvand ?x3279 (_ bv491519 19))))
 (let ((?x3315 (bvand ?x3308 (_ bv507903 19))))
 (let ((?x3321 (bvurem ?x3315 (_ bv256 19))))
 (let ((?x3310 (bvand ?x3321 (_ bv524159 19))))
 (let ((?x3328 (bvand ?x3310 (_ bv524223 19))))
 (let ((?x3346 (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 3 3) (bvand (bvand ?x3328 (_ bv524255 19)) (_ bv524271 19))))) (_ bv2 32))))
 (let ((?x3342 ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 2 2) (bvand (bvand (bvand ?x3328 (_ bv524255 19)) (_ bv524271 19)) (_ bv524279 19)))))))
 (let ((?x3357 (bvadd (bvadd (bvmul ?x3342 (_ bv1 32)) ?x3346) (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 4 4) (bvand ?x3328 (_ bv524255 19))))) (_ bv4 32)))))
 (let ((?x3359 (bvadd (bvadd ?x3357 (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 5 5) ?x3328))) (_ bv8 32))) (bvmul ((_ zero_extend 13) ?x3326) (_ bv16 32)))))
 (let ((?x3361 (bvadd (bvadd ?x3359 (bvmul ?x3317 (_ bv32 32))) (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 14 14) ?x3308))) (_ bv64 32)))))
 (let ((?x3362 (bvadd ?x3361 (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 15 15) ?x3279))) (_ bv128 32)))))
 (let ((?x3536 (concat ((_ extract 24 0) ((_ zero_extend 13) (bvudiv ?x3315 (_ bv256 19)))) (_ bv0 7))))
 (let ((?x3191 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3284 (bvadd ?x3191 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x3536 (concat (_ bv0 1) ((_ extract 31 3) ?x3362) (_ bv0 2))))))))
 (let ((?x3300 (mem!block_tables!32 (bvadd (concat ?x3284 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3300) (bvule ?x3300 (_ bv16383 32)))))))))))))))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem1_0 (_ bv1 64)))
(assert
 (bvult elem1_1 (_ bv9 64)))
(assert
 (bvult elem1_2 (_ bv64 64)))
(assert
 (bvult elem1_3 (_ bv64 64)))
(assert
 (let ((?x3271 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv147456 64))) (bvmul elem1_1 (_ bv16384 64))) (bvmul elem1_2 (_ bv256 64)))))
(let ((?x3273 (bvadd ?x3271 (bvmul elem1_3 (_ bv4 64)))))
(let ((?x3311 ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 15 15) (bvurem ((_ extract 18 0) (bvsub ?x3273 (_ bv0 64))) (_ bv49152 19)))))))
(let ((?x3318 ((_ zero_extend 18) ((_ extract 14 14) (bvand (bvurem ((_ extract 18 0) (bvsub ?x3273 (_ bv0 64))) (_ bv49152 19)) (_ bv491519 19))))))
(let ((?x3291 ((_ extract 18 0) (bvsub ?x3273 (_ bv0 64)))))
(let ((?x3279 (bvurem ?x3291 (_ bv49152 19))))
(let ((?x3308 (bvand ?x3279 (_ bv491519 19))))
(let ((?x3315 (bvand ?x3308 (_ bv507903 19))))
(let ((?x3321 (bvurem ?x3315 (_ bv256 19))))
(let ((?x3349 (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 5 5) (bvand (bvand ?x3321 (_ bv524159 19)) (_ bv524223 19))))) (_ bv8 32))))
(let ((?x3306 ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 4 4) (bvand (bvand (bvand ?x3321 (_ bv524159 19)) (_ bv524223 19)) (_ bv524255 19)))))))
(let ((?x3329 ((_ zero_extend 18) ((_ extract 3 3) (bvand (bvand (bvand (bvand ?x3321 (_ bv524159 19)) (_ bv524223 19)) (_ bv524255 19)) (_ bv524271 19))))))
(let ((?x3337 ((_ extract 2 2) (bvand (bvand (bvand (bvand (bvand ?x3321 (_ bv524159 19)) (_ bv524223 19)) (_ bv524255 19)) (_ bv524271 19)) (_ bv524279 19)))))
(let ((?x3356 (bvadd (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ?x3337)) (_ bv1 32)) (bvmul ((_ zero_extend 13) ?x3329) (_ bv2 32)))))
(let ((?x3359 (bvadd (bvadd (bvadd ?x3356 (bvmul ?x3306 (_ bv4 32))) ?x3349) (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 6 6) (bvand ?x3321 (_ bv524159 19))))) (_ bv16 32)))))
(let ((?x3361 (bvadd (bvadd ?x3359 (bvmul ((_ zero_extend 13) ((_ zero_extend 18) ((_ extract 7 7) ?x3321))) (_ bv32 32))) (bvmul ((_ zero_extend 13) ?x3318) (_ bv64 32)))))
(let ((?x3362 (bvadd ?x3361 (bvmul ?x3311 (_ bv128 32)))))
(let ((?x3415 (bvmul (_ bv64 56) (concat (_ bv0 24) (bvmul (_ bv3 32) ((_ zero_extend 13) (bvudiv ?x3291 (_ bv49152 19))))))))
(let ((?x3334 (bvadd (concat (_ bv0 24) ((_ zero_extend 13) (bvudiv ?x3315 (_ bv256 19)))) (bvmul (_ bv576 56) (concat (_ bv0 24) (_ bv0 32))) ?x3415 (bvmul (_ bv64 56) (concat (_ bv0 30) ((_ extract 31 6) ?x3362))))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x3176 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3530 (and $x3176 (bvult ((_ zero_extend 13) (bvudiv ?x3291 (_ bv49152 19))) (_ bv3 32)) (bvult ((_ zero_extend 13) (bvudiv ?x3315 (_ bv256 19))) (_ bv64 32)) $x3176 $x3176 (bvult ?x3362 (_ bv256 32)) (and $x281 (= ((_ extract 31 8) ?x3362) (_ bv0 24)) (bvule ((_ extract 7 0) ?x3362) (_ bv191 8))) (= (concat ?x3334 ((_ extract 5 0) ?x3362) (_ bv0 2)) ?x3273))))
(not $x3530))))))))))))))))))))))))
(check-sat)
