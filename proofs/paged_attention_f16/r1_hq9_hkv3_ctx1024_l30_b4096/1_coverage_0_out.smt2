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
(declare-fun |v2904@A#0.0| () (_ BitVec 64))
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
 (let ((?x6267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6267) (bvule ?x6267 (_ bv1024 32)))))
(assert
 (let ((?x9368 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x3229 ((_ extract 15 0) (bvsub ?x9368 (_ bv0 64)))))
 (let ((?x6269 (bvurem ?x3229 (_ bv384 16))))
 (let ((?x4235 ((_ zero_extend 16) (bvudiv (bvurem ?x6269 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x8322 ((_ extract 31 4) ?x4235)))
 (let ((?x3226 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3225 (mem!block_tables!32 (bvadd (concat (bvadd ?x3226 (concat (_ bv0 34) ?x8322)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3225) (bvule ?x3225 (_ bv4095 32)))))))))))
(assert
 (let ((?x9368 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x3229 ((_ extract 15 0) (bvsub ?x9368 (_ bv0 64)))))
 (let ((?x6269 (bvurem ?x3229 (_ bv384 16))))
 (let ((?x4235 ((_ zero_extend 16) (bvudiv (bvurem ?x6269 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x3226 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x918 (bvadd (concat (bvadd ?x3226 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x4235)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x3222 (mem!block_tables!32 ?x918)))
 (and (bvule (_ bv0 32) ?x3222) (bvule ?x3222 (_ bv4095 32)))))))))))
(assert
 (let ((?x9368 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x3229 ((_ extract 15 0) (bvsub ?x9368 (_ bv0 64)))))
 (let ((?x6269 (bvurem ?x3229 (_ bv384 16))))
 (let ((?x4235 ((_ zero_extend 16) (bvudiv (bvurem ?x6269 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x3226 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x4228 (bvadd (concat (bvadd ?x3226 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) ?x4235)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x5241 (mem!block_tables!32 ?x4228)))
 (and (bvule (_ bv0 32) ?x5241) (bvule ?x5241 (_ bv4095 32)))))))))))
(assert
 (let ((?x9368 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x3229 ((_ extract 15 0) (bvsub ?x9368 (_ bv0 64)))))
 (let ((?x6269 (bvurem ?x3229 (_ bv384 16))))
 (let ((?x4235 ((_ zero_extend 16) (bvudiv (bvurem ?x6269 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x3226 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x6260 (bvadd (concat (bvadd ?x3226 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) ?x4235)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x7285 (mem!block_tables!32 ?x6260)))
 (and (bvule (_ bv0 32) ?x7285) (bvule ?x7285 (_ bv4095 32)))))))))))
(assert
 (let ((?x9368 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x3229 ((_ extract 15 0) (bvsub ?x9368 (_ bv0 64)))))
 (let ((?x6269 (bvurem ?x3229 (_ bv384 16))))
 (let ((?x4235 ((_ zero_extend 16) (bvudiv (bvurem ?x6269 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x3226 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x8316 (bvadd (concat (bvadd ?x3226 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) ?x4235)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x9356 (mem!block_tables!32 ?x8316)))
 (and (bvule (_ bv0 32) ?x9356) (bvule ?x9356 (_ bv4095 32)))))))))))
(assert
 (let ((?x9368 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x3229 ((_ extract 15 0) (bvsub ?x9368 (_ bv0 64)))))
 (let ((?x6269 (bvurem ?x3229 (_ bv384 16))))
 (let ((?x4235 ((_ zero_extend 16) (bvudiv (bvurem ?x6269 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x3226 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x908 (bvadd (concat (bvadd ?x3226 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) ?x4235)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x3217 (mem!block_tables!32 ?x908)))
 (and (bvule (_ bv0 32) ?x3217) (bvule ?x3217 (_ bv4095 32)))))))))))
(assert
 (let ((?x9368 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x3229 ((_ extract 15 0) (bvsub ?x9368 (_ bv0 64)))))
 (let ((?x6269 (bvurem ?x3229 (_ bv384 16))))
 (let ((?x4235 ((_ zero_extend 16) (bvudiv (bvurem ?x6269 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x3226 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x4223 (bvadd (concat (bvadd ?x3226 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) ?x4235)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x5236 (mem!block_tables!32 ?x4223)))
 (and (bvule (_ bv0 32) ?x5236) (bvule ?x5236 (_ bv4095 32)))))))))))
(assert
 (let ((?x9368 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x3229 ((_ extract 15 0) (bvsub ?x9368 (_ bv0 64)))))
 (let ((?x6269 (bvurem ?x3229 (_ bv384 16))))
 (let ((?x4235 ((_ zero_extend 16) (bvudiv (bvurem ?x6269 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x3226 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x6255 (bvadd (concat (bvadd ?x3226 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) ?x4235)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x7280 (mem!block_tables!32 ?x6255)))
 (and (bvule (_ bv0 32) ?x7280) (bvule ?x7280 (_ bv4095 32)))))))))))
(assert
 (let ((?x9368 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x3229 ((_ extract 15 0) (bvsub ?x9368 (_ bv0 64)))))
 (let ((?x6269 (bvurem ?x3229 (_ bv384 16))))
 (let ((?x4235 ((_ zero_extend 16) (bvudiv (bvurem ?x6269 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x8322 ((_ extract 31 4) ?x4235)))
 (let ((?x5234 (bvmul (_ bv8 32) ((_ extract 31 0) |v2904@A#0.0|))))
 (let ((?x3226 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x9351 (concat (bvadd ?x3226 (concat (_ bv0 30) (bvadd ?x5234 (concat (_ bv0 4) ?x8322)))) (_ bv0 2))))
 (let ((?x3213 (mem!block_tables!32 (bvadd ?x9351 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3213) (bvule ?x3213 (_ bv4095 32)))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x9368 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x8327 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x9368 (_ bv0 64))) (_ bv384 16)) (_ bv128 16)))))
(let ((?x7294 (bvadd ?x8327 (bvmul (_ bv3 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x9368 (_ bv0 64))) (_ bv384 16)))))))
(let ((?x7290 (concat (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) (_ bv0 32))) (concat (_ bv0 25) ?x7294)) (_ bv0 6))))
(let ((?x4235 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x9368 (_ bv0 64))) (_ bv384 16)) (_ bv128 16)) (_ bv2 16)))))
(let (($x6266 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x9365 (and $x6266 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x9368 (_ bv0 64))) (_ bv384 16))) (_ bv3 32)) (bvult ?x8327 (_ bv3 32)) $x6266 $x6266 (bvult ?x4235 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x4235) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x4235) ?x7290) (_ bv0 1)) ?x9368))))
(not $x9365)))))))))
(check-sat)
