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
 (let ((?x7292 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7292) (bvule ?x7292 (_ bv1024 32)))))
(assert
 (let ((?x934 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x4236 ((_ extract 15 0) (bvsub ?x934 (_ bv0 64)))))
 (let ((?x7294 (bvurem ?x4236 (_ bv384 16))))
 (let ((?x5248 ((_ zero_extend 16) (bvudiv (bvurem ?x7294 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x9362 ((_ extract 31 4) ?x5248)))
 (let ((?x4233 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x4232 (mem!block_tables!32 (bvadd (concat (bvadd ?x4233 (concat (_ bv0 34) ?x9362)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4232) (bvule ?x4232 (_ bv4095 32)))))))))))
(assert
 (let ((?x934 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x4236 ((_ extract 15 0) (bvsub ?x934 (_ bv0 64)))))
 (let ((?x7294 (bvurem ?x4236 (_ bv384 16))))
 (let ((?x5248 ((_ zero_extend 16) (bvudiv (bvurem ?x7294 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x4233 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3222 (bvadd (concat (bvadd ?x4233 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x5248)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x4229 (mem!block_tables!32 ?x3222)))
 (and (bvule (_ bv0 32) ?x4229) (bvule ?x4229 (_ bv4095 32)))))))))))
(assert
 (let ((?x934 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x4236 ((_ extract 15 0) (bvsub ?x934 (_ bv0 64)))))
 (let ((?x7294 (bvurem ?x4236 (_ bv384 16))))
 (let ((?x5248 ((_ zero_extend 16) (bvudiv (bvurem ?x7294 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x4233 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x5241 (bvadd (concat (bvadd ?x4233 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) ?x5248)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x6261 (mem!block_tables!32 ?x5241)))
 (and (bvule (_ bv0 32) ?x6261) (bvule ?x6261 (_ bv4095 32)))))))))))
(assert
 (let ((?x934 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x4236 ((_ extract 15 0) (bvsub ?x934 (_ bv0 64)))))
 (let ((?x7294 (bvurem ?x4236 (_ bv384 16))))
 (let ((?x5248 ((_ zero_extend 16) (bvudiv (bvurem ?x7294 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x4233 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x7285 (bvadd (concat (bvadd ?x4233 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) ?x5248)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x8317 (mem!block_tables!32 ?x7285)))
 (and (bvule (_ bv0 32) ?x8317) (bvule ?x8317 (_ bv4095 32)))))))))))
(assert
 (let ((?x934 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x4236 ((_ extract 15 0) (bvsub ?x934 (_ bv0 64)))))
 (let ((?x7294 (bvurem ?x4236 (_ bv384 16))))
 (let ((?x5248 ((_ zero_extend 16) (bvudiv (bvurem ?x7294 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x4233 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x9356 (bvadd (concat (bvadd ?x4233 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) ?x5248)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x910 (mem!block_tables!32 ?x9356)))
 (and (bvule (_ bv0 32) ?x910) (bvule ?x910 (_ bv4095 32)))))))))))
(assert
 (let ((?x934 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x4236 ((_ extract 15 0) (bvsub ?x934 (_ bv0 64)))))
 (let ((?x7294 (bvurem ?x4236 (_ bv384 16))))
 (let ((?x5248 ((_ zero_extend 16) (bvudiv (bvurem ?x7294 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x4233 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x3217 (bvadd (concat (bvadd ?x4233 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) ?x5248)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x4224 (mem!block_tables!32 ?x3217)))
 (and (bvule (_ bv0 32) ?x4224) (bvule ?x4224 (_ bv4095 32)))))))))))
(assert
 (let ((?x934 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x4236 ((_ extract 15 0) (bvsub ?x934 (_ bv0 64)))))
 (let ((?x7294 (bvurem ?x4236 (_ bv384 16))))
 (let ((?x5248 ((_ zero_extend 16) (bvudiv (bvurem ?x7294 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x4233 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x5236 (bvadd (concat (bvadd ?x4233 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) ?x5248)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x6256 (mem!block_tables!32 ?x5236)))
 (and (bvule (_ bv0 32) ?x6256) (bvule ?x6256 (_ bv4095 32)))))))))))
(assert
 (let ((?x934 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x4236 ((_ extract 15 0) (bvsub ?x934 (_ bv0 64)))))
 (let ((?x7294 (bvurem ?x4236 (_ bv384 16))))
 (let ((?x5248 ((_ zero_extend 16) (bvudiv (bvurem ?x7294 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x4233 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x7280 (bvadd (concat (bvadd ?x4233 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) ?x5248)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x8312 (mem!block_tables!32 ?x7280)))
 (and (bvule (_ bv0 32) ?x8312) (bvule ?x8312 (_ bv4095 32)))))))))))
(assert
 (let ((?x934 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x4236 ((_ extract 15 0) (bvsub ?x934 (_ bv0 64)))))
 (let ((?x7294 (bvurem ?x4236 (_ bv384 16))))
 (let ((?x5248 ((_ zero_extend 16) (bvudiv (bvurem ?x7294 (_ bv128 16)) (_ bv2 16)))))
 (let ((?x9362 ((_ extract 31 4) ?x5248)))
 (let ((?x6254 (bvmul (_ bv8 32) ((_ extract 31 0) |v2904@A#0.0|))))
 (let ((?x4233 (bvmul (_ bv64 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x900 (concat (bvadd ?x4233 (concat (_ bv0 30) (bvadd ?x6254 (concat (_ bv0 4) ?x9362)))) (_ bv0 2))))
 (let ((?x4220 (mem!block_tables!32 (bvadd ?x900 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4220) (bvule ?x4220 (_ bv4095 32)))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x934 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x9367 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x934 (_ bv0 64))) (_ bv384 16)) (_ bv128 16)))))
(let ((?x8326 (bvadd ?x9367 (bvmul (_ bv3 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x934 (_ bv0 64))) (_ bv384 16)))))))
(let ((?x8322 (concat (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) (_ bv0 32))) (concat (_ bv0 25) ?x8326)) (_ bv0 6))))
(let ((?x5248 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x934 (_ bv0 64))) (_ bv384 16)) (_ bv128 16)) (_ bv2 16)))))
(let (($x7291 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x928 (and $x7291 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x934 (_ bv0 64))) (_ bv384 16))) (_ bv3 32)) (bvult ?x9367 (_ bv3 32)) $x7291 $x7291 (bvult ?x5248 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x5248) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x5248) ?x8322) (_ bv0 1)) ?x934))))
(not $x928)))))))))
(check-sat)
