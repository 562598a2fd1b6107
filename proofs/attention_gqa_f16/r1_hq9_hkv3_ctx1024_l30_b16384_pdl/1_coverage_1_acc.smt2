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
 (bvule base!block_tables (_ bv18446744073709551359 64)))
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
 (bvule base!ml (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (let ((?x3157 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3157) (bvule ?x3157 (_ bv1024 32)))))
(assert
 (let ((?x3272 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv18432 64))) (bvmul elem1_1 (_ bv2048 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x3274 (bvadd ?x3272 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x3286 ((_ extract 15 0) (bvsub ?x3274 (_ bv0 64)))))
 (let ((?x3289 (bvurem ?x3286 (_ bv6144 16))))
 (let ((?x3310 (bvand ?x3289 (_ bv61439 16))))
 (let ((?x3311 (bvand ?x3310 (_ bv63487 16))))
 (let ((?x3316 ((_ zero_extend 16) (bvudiv ?x3311 (_ bv256 16)))))
 (let ((?x3537 (concat ((_ extract 24 0) ?x3316) (_ bv0 7))))
 (let ((?x3350 (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 6 6) (bvand (bvurem ?x3311 (_ bv256 16)) (_ bv65407 16))))) (_ bv16 32))))
 (let ((?x3320 ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 5 5) (bvand (bvand (bvurem ?x3311 (_ bv256 16)) (_ bv65407 16)) (_ bv65471 16)))))))
 (let ((?x3298 ((_ zero_extend 15) ((_ extract 4 4) (bvand (bvand (bvand (bvurem ?x3311 (_ bv256 16)) (_ bv65407 16)) (_ bv65471 16)) (_ bv65503 16))))))
 (let ((?x3306 (bvurem ?x3311 (_ bv256 16))))
 (let ((?x3300 (bvand ?x3306 (_ bv65407 16))))
 (let ((?x3328 (bvand ?x3300 (_ bv65471 16))))
 (let ((?x3327 (bvand ?x3328 (_ bv65503 16))))
 (let ((?x3336 (bvand ?x3327 (_ bv65519 16))))
 (let ((?x3356 (bvadd (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 2 2) (bvand ?x3336 (_ bv65527 16))))) (_ bv1 32)) (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 3 3) ?x3336))) (_ bv2 32)))))
 (let ((?x3359 (bvadd (bvadd (bvadd ?x3356 (bvmul ((_ zero_extend 16) ?x3298) (_ bv4 32))) (bvmul ?x3320 (_ bv8 32))) ?x3350)))
 (let ((?x3361 (bvadd (bvadd ?x3359 (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 7 7) ?x3306))) (_ bv32 32))) (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 11 11) ?x3310))) (_ bv64 32)))))
 (let ((?x3362 (bvadd ?x3361 (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 12 12) ?x3289))) (_ bv128 32)))))
 (let ((?x3194 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3549 (bvadd ?x3194 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (concat (_ bv0 1) ((_ extract 31 1) ?x3362)) ?x3537))))))
 (let ((?x3555 (mem!block_tables!32 (bvadd (concat ?x3549 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3555) (bvule ?x3555 (_ bv16383 32)))))))))))))))))))))))))))
(assert
 (let ((?x3272 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv18432 64))) (bvmul elem1_1 (_ bv2048 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x3274 (bvadd ?x3272 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x3286 ((_ extract 15 0) (bvsub ?x3274 (_ bv0 64)))))
 (let ((?x3289 (bvurem ?x3286 (_ bv6144 16))))
 (let ((?x3308 ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 7 7) (bvurem (bvand (bvand ?x3289 (_ bv61439 16)) (_ bv63487 16)) (_ bv256 16)))))))
 (let ((?x3314 ((_ zero_extend 15) ((_ extract 6 6) (bvand (bvurem (bvand (bvand ?x3289 (_ bv61439 16)) (_ bv63487 16)) (_ bv256 16)) (_ bv65407 16))))))
 (let ((?x3310 (bvand ?x3289 (_ bv61439 16))))
 (let ((?x3311 (bvand ?x3310 (_ bv63487 16))))
 (let ((?x3306 (bvurem ?x3311 (_ bv256 16))))
 (let ((?x3300 (bvand ?x3306 (_ bv65407 16))))
 (let ((?x3328 (bvand ?x3300 (_ bv65471 16))))
 (let ((?x3346 (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 3 3) (bvand (bvand ?x3328 (_ bv65503 16)) (_ bv65519 16))))) (_ bv2 32))))
 (let ((?x3342 ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 2 2) (bvand (bvand (bvand ?x3328 (_ bv65503 16)) (_ bv65519 16)) (_ bv65527 16)))))))
 (let ((?x3357 (bvadd (bvadd (bvmul ?x3342 (_ bv1 32)) ?x3346) (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 4 4) (bvand ?x3328 (_ bv65503 16))))) (_ bv4 32)))))
 (let ((?x3359 (bvadd (bvadd ?x3357 (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 5 5) ?x3328))) (_ bv8 32))) (bvmul ((_ zero_extend 16) ?x3314) (_ bv16 32)))))
 (let ((?x3361 (bvadd (bvadd ?x3359 (bvmul ?x3308 (_ bv32 32))) (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 11 11) ?x3310))) (_ bv64 32)))))
 (let ((?x3362 (bvadd ?x3361 (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 12 12) ?x3289))) (_ bv128 32)))))
 (let ((?x3537 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvudiv ?x3311 (_ bv256 16)))) (_ bv0 7))))
 (let ((?x3194 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3366 (bvadd ?x3194 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x3537 (concat (_ bv0 1) ((_ extract 31 3) ?x3362) (_ bv0 2))))))))
 (let ((?x3293 (mem!block_tables!32 (bvadd (concat ?x3366 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3293) (bvule ?x3293 (_ bv16383 32)))))))))))))))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem1_0 (_ bv1 64)))
(assert
 (bvult elem1_1 (_ bv9 64)))
(assert
 (bvult elem1_2 (_ bv8 64)))
(assert
 (bvult elem1_3 (_ bv64 64)))
(assert
 (let ((?x3272 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv18432 64))) (bvmul elem1_1 (_ bv2048 64))) (bvmul elem1_2 (_ bv256 64)))))
(let ((?x3274 (bvadd ?x3272 (bvmul elem1_3 (_ bv4 64)))))
(let ((?x3335 ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 12 12) (bvurem ((_ extract 15 0) (bvsub ?x3274 (_ bv0 64))) (_ bv6144 16)))))))
(let ((?x3334 ((_ zero_extend 15) ((_ extract 11 11) (bvand (bvurem ((_ extract 15 0) (bvsub ?x3274 (_ bv0 64))) (_ bv6144 16)) (_ bv61439 16))))))
(let ((?x3286 ((_ extract 15 0) (bvsub ?x3274 (_ bv0 64)))))
(let ((?x3289 (bvurem ?x3286 (_ bv6144 16))))
(let ((?x3310 (bvand ?x3289 (_ bv61439 16))))
(let ((?x3311 (bvand ?x3310 (_ bv63487 16))))
(let ((?x3306 (bvurem ?x3311 (_ bv256 16))))
(let ((?x3348 (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 5 5) (bvand (bvand ?x3306 (_ bv65407 16)) (_ bv65471 16))))) (_ bv8 32))))
(let ((?x3313 ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 4 4) (bvand (bvand (bvand ?x3306 (_ bv65407 16)) (_ bv65471 16)) (_ bv65503 16)))))))
(let ((?x3337 ((_ zero_extend 15) ((_ extract 3 3) (bvand (bvand (bvand (bvand ?x3306 (_ bv65407 16)) (_ bv65471 16)) (_ bv65503 16)) (_ bv65519 16))))))
(let ((?x3340 ((_ extract 2 2) (bvand (bvand (bvand (bvand (bvand ?x3306 (_ bv65407 16)) (_ bv65471 16)) (_ bv65503 16)) (_ bv65519 16)) (_ bv65527 16)))))
(let ((?x3356 (bvadd (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ?x3340)) (_ bv1 32)) (bvmul ((_ zero_extend 16) ?x3337) (_ bv2 32)))))
(let ((?x3359 (bvadd (bvadd (bvadd ?x3356 (bvmul ?x3313 (_ bv4 32))) ?x3348) (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 6 6) (bvand ?x3306 (_ bv65407 16))))) (_ bv16 32)))))
(let ((?x3361 (bvadd (bvadd ?x3359 (bvmul ((_ zero_extend 16) ((_ zero_extend 15) ((_ extract 7 7) ?x3306))) (_ bv32 32))) (bvmul ((_ zero_extend 16) ?x3334) (_ bv64 32)))))
(let ((?x3362 (bvadd ?x3361 (bvmul ?x3335 (_ bv128 32)))))
(let ((?x3399 (bvmul (_ bv8 56) (concat (_ bv0 24) (bvmul (_ bv3 32) ((_ zero_extend 16) (bvudiv ?x3286 (_ bv6144 16))))))))
(let ((?x3390 (bvadd (concat (_ bv0 24) ((_ zero_extend 16) (bvudiv ?x3311 (_ bv256 16)))) (bvmul (_ bv72 56) (concat (_ bv0 24) (_ bv0 32))) ?x3399 (bvmul (_ bv8 56) (concat (_ bv0 30) ((_ extract 31 6) ?x3362))))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x3169 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3531 (and $x3169 (bvult ((_ zero_extend 16) (bvudiv ?x3286 (_ bv6144 16))) (_ bv3 32)) (bvult ((_ zero_extend 16) (bvudiv ?x3311 (_ bv256 16))) (_ bv8 32)) $x3169 $x3169 (bvult ?x3362 (_ bv256 32)) (and $x281 (= ((_ extract 31 8) ?x3362) (_ bv0 24)) (bvule ((_ extract 7 0) ?x3362) (_ bv191 8))) (= (concat ?x3390 ((_ extract 5 0) ?x3362) (_ bv0 2)) ?x3274))))
(not $x3531))))))))))))))))))))))))
(check-sat)
