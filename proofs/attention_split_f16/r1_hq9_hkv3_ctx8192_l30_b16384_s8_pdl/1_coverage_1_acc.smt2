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
 (let ((?x16092 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16092) (bvule ?x16092 (_ bv8192 32)))))
(assert
 (let ((?x16240 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv18432 64))) (bvmul elem1_1 (_ bv2048 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x16242 (bvadd ?x16240 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x16256 ((_ extract 15 0) (bvsub ?x16242 (_ bv0 64)))))
 (let ((?x16249 (bvurem ?x16256 (_ bv2048 16))))
 (let ((?x16255 ((_ zero_extend 16) (bvudiv ?x16249 (_ bv256 16)))))
 (let ((?x16319 (concat ((_ extract 24 0) ?x16255) (_ bv0 7))))
 (let ((?x16263 ((_ zero_extend 16) (bvudiv (bvurem ?x16249 (_ bv256 16)) (_ bv4 16)))))
 (let ((?x16039 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16289 (bvadd (concat (bvadd ?x16039 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x16263 ?x16319)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x16282 (mem!block_tables!32 ?x16289)))
 (and (bvule (_ bv0 32) ?x16282) (bvule ?x16282 (_ bv16383 32))))))))))))))
(assert
 (let ((?x16240 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv18432 64))) (bvmul elem1_1 (_ bv2048 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x16242 (bvadd ?x16240 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x16256 ((_ extract 15 0) (bvsub ?x16242 (_ bv0 64)))))
 (let ((?x16249 (bvurem ?x16256 (_ bv2048 16))))
 (let ((?x16255 ((_ zero_extend 16) (bvudiv ?x16249 (_ bv256 16)))))
 (let ((?x16319 (concat ((_ extract 24 0) ?x16255) (_ bv0 7))))
 (let ((?x16263 ((_ zero_extend 16) (bvudiv (bvurem ?x16249 (_ bv256 16)) (_ bv4 16)))))
 (let ((?x16039 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16266 (concat (bvadd ?x16039 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1024 32) ?x16263 ?x16319)))) (_ bv0 2))))
 (let ((?x16328 (mem!block_tables!32 (bvadd ?x16266 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16328) (bvule ?x16328 (_ bv16383 32))))))))))))))
(assert
 (let ((?x16240 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv18432 64))) (bvmul elem1_1 (_ bv2048 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x16242 (bvadd ?x16240 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x16256 ((_ extract 15 0) (bvsub ?x16242 (_ bv0 64)))))
 (let ((?x16249 (bvurem ?x16256 (_ bv2048 16))))
 (let ((?x16255 ((_ zero_extend 16) (bvudiv ?x16249 (_ bv256 16)))))
 (let ((?x16319 (concat ((_ extract 24 0) ?x16255) (_ bv0 7))))
 (let ((?x16263 ((_ zero_extend 16) (bvudiv (bvurem ?x16249 (_ bv256 16)) (_ bv4 16)))))
 (let ((?x16039 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16317 (concat (bvadd ?x16039 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) ?x16263 ?x16319)))) (_ bv0 2))))
 (let ((?x16287 (mem!block_tables!32 (bvadd ?x16317 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16287) (bvule ?x16287 (_ bv16383 32))))))))))))))
(assert
 (let ((?x16240 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv18432 64))) (bvmul elem1_1 (_ bv2048 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x16242 (bvadd ?x16240 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x16256 ((_ extract 15 0) (bvsub ?x16242 (_ bv0 64)))))
 (let ((?x16249 (bvurem ?x16256 (_ bv2048 16))))
 (let ((?x16255 ((_ zero_extend 16) (bvudiv ?x16249 (_ bv256 16)))))
 (let ((?x16319 (concat ((_ extract 24 0) ?x16255) (_ bv0 7))))
 (let ((?x16263 ((_ zero_extend 16) (bvudiv (bvurem ?x16249 (_ bv256 16)) (_ bv4 16)))))
 (let ((?x16039 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16302 (concat (bvadd ?x16039 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3072 32) ?x16263 ?x16319)))) (_ bv0 2))))
 (let ((?x16329 (mem!block_tables!32 (bvadd ?x16302 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16329) (bvule ?x16329 (_ bv16383 32))))))))))))))
(assert
 (let ((?x16240 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv18432 64))) (bvmul elem1_1 (_ bv2048 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x16242 (bvadd ?x16240 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x16256 ((_ extract 15 0) (bvsub ?x16242 (_ bv0 64)))))
 (let ((?x16249 (bvurem ?x16256 (_ bv2048 16))))
 (let ((?x16255 ((_ zero_extend 16) (bvudiv ?x16249 (_ bv256 16)))))
 (let ((?x16319 (concat ((_ extract 24 0) ?x16255) (_ bv0 7))))
 (let ((?x16263 ((_ zero_extend 16) (bvudiv (bvurem ?x16249 (_ bv256 16)) (_ bv4 16)))))
 (let ((?x16039 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16322 (concat (bvadd ?x16039 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) ?x16263 ?x16319)))) (_ bv0 2))))
 (let ((?x16271 (mem!block_tables!32 (bvadd ?x16322 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16271) (bvule ?x16271 (_ bv16383 32))))))))))))))
(assert
 (let ((?x16240 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv18432 64))) (bvmul elem1_1 (_ bv2048 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x16242 (bvadd ?x16240 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x16256 ((_ extract 15 0) (bvsub ?x16242 (_ bv0 64)))))
 (let ((?x16249 (bvurem ?x16256 (_ bv2048 16))))
 (let ((?x16255 ((_ zero_extend 16) (bvudiv ?x16249 (_ bv256 16)))))
 (let ((?x16319 (concat ((_ extract 24 0) ?x16255) (_ bv0 7))))
 (let ((?x16263 ((_ zero_extend 16) (bvudiv (bvurem ?x16249 (_ bv256 16)) (_ bv4 16)))))
 (let ((?x16039 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16321 (concat (bvadd ?x16039 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5120 32) ?x16263 ?x16319)))) (_ bv0 2))))
 (let ((?x16295 (mem!block_tables!32 (bvadd ?x16321 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16295) (bvule ?x16295 (_ bv16383 32))))))))))))))
(assert
 (let ((?x16240 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv18432 64))) (bvmul elem1_1 (_ bv2048 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x16242 (bvadd ?x16240 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x16256 ((_ extract 15 0) (bvsub ?x16242 (_ bv0 64)))))
 (let ((?x16249 (bvurem ?x16256 (_ bv2048 16))))
 (let ((?x16255 ((_ zero_extend 16) (bvudiv ?x16249 (_ bv256 16)))))
 (let ((?x16319 (concat ((_ extract 24 0) ?x16255) (_ bv0 7))))
 (let ((?x16263 ((_ zero_extend 16) (bvudiv (bvurem ?x16249 (_ bv256 16)) (_ bv4 16)))))
 (let ((?x16039 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16345 (concat (bvadd ?x16039 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) ?x16263 ?x16319)))) (_ bv0 2))))
 (let ((?x16347 (mem!block_tables!32 (bvadd ?x16345 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16347) (bvule ?x16347 (_ bv16383 32))))))))))))))
(assert
 (let ((?x16240 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv18432 64))) (bvmul elem1_1 (_ bv2048 64))) (bvmul elem1_2 (_ bv256 64)))))
 (let ((?x16242 (bvadd ?x16240 (bvmul elem1_3 (_ bv4 64)))))
 (let ((?x16256 ((_ extract 15 0) (bvsub ?x16242 (_ bv0 64)))))
 (let ((?x16249 (bvurem ?x16256 (_ bv2048 16))))
 (let ((?x16255 ((_ zero_extend 16) (bvudiv ?x16249 (_ bv256 16)))))
 (let ((?x16319 (concat ((_ extract 24 0) ?x16255) (_ bv0 7))))
 (let ((?x16263 ((_ zero_extend 16) (bvudiv (bvurem ?x16249 (_ bv256 16)) (_ bv4 16)))))
 (let ((?x16039 (bvmul (_ bv512 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let ((?x16355 (concat (bvadd ?x16039 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7168 32) ?x16263 ?x16319)))) (_ bv0 2))))
 (let ((?x16357 (mem!block_tables!32 (bvadd ?x16355 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16357) (bvule ?x16357 (_ bv16383 32))))))))))))))
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
 (let ((?x16240 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv18432 64))) (bvmul elem1_1 (_ bv2048 64))) (bvmul elem1_2 (_ bv256 64)))))
(let ((?x16242 (bvadd ?x16240 (bvmul elem1_3 (_ bv4 64)))))
(let ((?x16299 (bvmul (_ bv8 56) (concat (_ bv0 24) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x16242 (_ bv0 64))) (_ bv2048 16)))))))
(let ((?x16255 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x16242 (_ bv0 64))) (_ bv2048 16)) (_ bv256 16)))))
(let ((?x16253 (concat (bvadd (concat (_ bv0 24) ?x16255) ?x16299 (bvmul (_ bv72 56) (concat (_ bv0 24) (_ bv0 32)))) (_ bv0 6))))
(let ((?x16263 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x16242 (_ bv0 64))) (_ bv2048 16)) (_ bv256 16)) (_ bv4 16)))))
(let (($x16095 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x16301 (and $x16095 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x16242 (_ bv0 64))) (_ bv2048 16))) (_ bv9 32)) (bvult ?x16255 (_ bv8 32)) $x16095 $x16095 (bvult ?x16263 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x16263) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 30) ?x16263) ?x16253) (_ bv0 2)) ?x16242))))
(not $x16301))))))))))
(check-sat)
