; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_2 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun |v2931@A#0.0| () (_ BitVec 64))
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
 (bvule base!kv (_ bv18446744072929411071 64)))
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
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (let ((?x5270 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5270) (bvule ?x5270 (_ bv1024 32)))))
(assert
 (let ((?x8369 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x933 ((_ extract 15 0) (bvsub ?x8369 (_ bv0 64)))))
 (let ((?x5272 (bvurem ?x933 (_ bv384 16))))
 (let ((?x3239 ((_ zero_extend 16) (bvudiv (bvurem ?x5272 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x7325 ((_ extract 31 4) ?x3239)))
 (let ((?x927 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x925 (mem!block_tables!32 (bvadd (concat (bvadd ?x927 (concat (_ bv0 34) ?x7325)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x925) (bvule ?x925 (_ bv4095 32)))))))))))
(assert
 (let ((?x8369 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x933 ((_ extract 15 0) (bvsub ?x8369 (_ bv0 64)))))
 (let ((?x5272 (bvurem ?x933 (_ bv384 16))))
 (let ((?x3239 ((_ zero_extend 16) (bvudiv (bvurem ?x5272 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x927 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x9407 (bvadd (concat (bvadd ?x927 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x3239)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x919 (mem!block_tables!32 ?x9407)))
 (and (bvule (_ bv0 32) ?x919) (bvule ?x919 (_ bv4095 32)))))))))))
(assert
 (let ((?x8369 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x933 ((_ extract 15 0) (bvsub ?x8369 (_ bv0 64)))))
 (let ((?x5272 (bvurem ?x933 (_ bv384 16))))
 (let ((?x3239 ((_ zero_extend 16) (bvudiv (bvurem ?x5272 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x927 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3232 (bvadd (concat (bvadd ?x927 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) ?x3239)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x4245 (mem!block_tables!32 ?x3232)))
 (and (bvule (_ bv0 32) ?x4245) (bvule ?x4245 (_ bv4095 32)))))))))))
(assert
 (let ((?x8369 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x933 ((_ extract 15 0) (bvsub ?x8369 (_ bv0 64)))))
 (let ((?x5272 (bvurem ?x933 (_ bv384 16))))
 (let ((?x3239 ((_ zero_extend 16) (bvudiv (bvurem ?x5272 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x927 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x5263 (bvadd (concat (bvadd ?x927 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) ?x3239)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x6289 (mem!block_tables!32 ?x5263)))
 (and (bvule (_ bv0 32) ?x6289) (bvule ?x6289 (_ bv4095 32)))))))))))
(assert
 (let ((?x8369 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x933 ((_ extract 15 0) (bvsub ?x8369 (_ bv0 64)))))
 (let ((?x5272 (bvurem ?x933 (_ bv384 16))))
 (let ((?x3239 ((_ zero_extend 16) (bvudiv (bvurem ?x5272 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x927 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x7319 (bvadd (concat (bvadd ?x927 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) ?x3239)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x8357 (mem!block_tables!32 ?x7319)))
 (and (bvule (_ bv0 32) ?x8357) (bvule ?x8357 (_ bv4095 32)))))))))))
(assert
 (let ((?x8369 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x933 ((_ extract 15 0) (bvsub ?x8369 (_ bv0 64)))))
 (let ((?x5272 (bvurem ?x933 (_ bv384 16))))
 (let ((?x3239 ((_ zero_extend 16) (bvudiv (bvurem ?x5272 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x927 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x9402 (bvadd (concat (bvadd ?x927 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) ?x3239)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x909 (mem!block_tables!32 ?x9402)))
 (and (bvule (_ bv0 32) ?x909) (bvule ?x909 (_ bv4095 32)))))))))))
(assert
 (let ((?x8369 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x933 ((_ extract 15 0) (bvsub ?x8369 (_ bv0 64)))))
 (let ((?x5272 (bvurem ?x933 (_ bv384 16))))
 (let ((?x3239 ((_ zero_extend 16) (bvudiv (bvurem ?x5272 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x927 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3227 (bvadd (concat (bvadd ?x927 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) ?x3239)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x4240 (mem!block_tables!32 ?x3227)))
 (and (bvule (_ bv0 32) ?x4240) (bvule ?x4240 (_ bv4095 32)))))))))))
(assert
 (let ((?x8369 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x933 ((_ extract 15 0) (bvsub ?x8369 (_ bv0 64)))))
 (let ((?x5272 (bvurem ?x933 (_ bv384 16))))
 (let ((?x3239 ((_ zero_extend 16) (bvudiv (bvurem ?x5272 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x927 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x5258 (bvadd (concat (bvadd ?x927 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) ?x3239)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x6284 (mem!block_tables!32 ?x5258)))
 (and (bvule (_ bv0 32) ?x6284) (bvule ?x6284 (_ bv4095 32)))))))))))
(assert
 (let ((?x8369 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x933 ((_ extract 15 0) (bvsub ?x8369 (_ bv0 64)))))
 (let ((?x5272 (bvurem ?x933 (_ bv384 16))))
 (let ((?x3239 ((_ zero_extend 16) (bvudiv (bvurem ?x5272 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x7325 ((_ extract 31 4) ?x3239)))
 (let ((?x4238 (bvmul (_ bv8 32) ((_ extract 31 0) |v2931@A#0.0|))))
 (let ((?x927 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x8352 (concat (bvadd ?x927 (concat (_ bv0 30) (bvadd ?x4238 (concat (_ bv0 4) ?x7325)))) (_ bv0 2))))
 (let ((?x901 (mem!block_tables!32 (bvadd ?x8352 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x901) (bvule ?x901 (_ bv4095 32)))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x8369 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x7330 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x8369 (_ bv0 64))) (_ bv384 16)) (_ bv128 16)))))
(let ((?x6298 (bvadd ?x7330 (bvmul (_ bv3 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x8369 (_ bv0 64))) (_ bv384 16)))))))
(let ((?x6294 (concat (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) (_ bv0 32))) (concat (_ bv0 25) ?x6298)) (_ bv0 6))))
(let ((?x3239 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x8369 (_ bv0 64))) (_ bv384 16)) (_ bv128 16)) (_ bv2 16)))))
(let (($x5269 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x8366 (and $x5269 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x8369 (_ bv0 64))) (_ bv384 16))) (_ bv3 32)) (bvult ?x7330 (_ bv3 32)) $x5269 $x5269 (bvult ?x3239 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x3239) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x3239) ?x6294) (_ bv0 1)) ?x8369))))
(not $x8366)))))))))
(check-sat)
