; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_2 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_3 () (_ BitVec 64))
(assert
 (and (bvule (_ bv16 64) size!R) (bvule size!R (_ bv64 64))))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!R))))
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
 (bvule base!block_tables (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2048 64) size!R))))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!R))))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv288 64) size!R))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv9216 64) size!R))))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (let ((?x30245 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30247 (mem!seq_lens!32 (bvadd ?x30245 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30247) (bvule ?x30247 (_ bv8192 32))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30260 (bvadd (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv0 32) ?x30252)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x30261 (mem!block_tables!32 ?x30260)))
 (and (bvule (_ bv0 32) ?x30261) (bvule ?x30261 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30269 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30271 (mem!block_tables!32 (bvadd ?x30269 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30271) (bvule ?x30271 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30279 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1024 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30281 (mem!block_tables!32 (bvadd ?x30279 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30281) (bvule ?x30281 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30289 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1536 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30291 (mem!block_tables!32 (bvadd ?x30289 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30291) (bvule ?x30291 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30299 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30301 (mem!block_tables!32 (bvadd ?x30299 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30301) (bvule ?x30301 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30309 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2560 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30311 (mem!block_tables!32 (bvadd ?x30309 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30311) (bvule ?x30311 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30319 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3072 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30321 (mem!block_tables!32 (bvadd ?x30319 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30321) (bvule ?x30321 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30329 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3584 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30331 (mem!block_tables!32 (bvadd ?x30329 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30331) (bvule ?x30331 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30339 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30341 (mem!block_tables!32 (bvadd ?x30339 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30341) (bvule ?x30341 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30349 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4608 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30351 (mem!block_tables!32 (bvadd ?x30349 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30351) (bvule ?x30351 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30359 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5120 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30361 (mem!block_tables!32 (bvadd ?x30359 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30361) (bvule ?x30361 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30369 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5632 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30371 (mem!block_tables!32 (bvadd ?x30369 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30371) (bvule ?x30371 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30379 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30381 (mem!block_tables!32 (bvadd ?x30379 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30381) (bvule ?x30381 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30389 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6656 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30391 (mem!block_tables!32 (bvadd ?x30389 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30391) (bvule ?x30391 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30399 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7168 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30401 (mem!block_tables!32 (bvadd ?x30399 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30401) (bvule ?x30401 (_ bv16383 32))))))))
(assert
 (let ((?x30252 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30257 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30409 (concat (bvadd ?x30257 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7680 32) (_ bv0 32) ?x30252)))) (_ bv0 2))))
 (let ((?x30411 (mem!block_tables!32 (bvadd ?x30409 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30411) (bvule ?x30411 (_ bv16383 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!R))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv4 64)))
(assert
 (bvult elem0_3 (_ bv2 64)))
(assert
 (let ((?x30206 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv288 64))) (bvmul elem0_1 (_ bv32 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x30208 (bvadd ?x30206 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x30224 (bvmul (_ bv36 61) (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x30230 (bvmul (_ bv4 61) (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))))
 (let ((?x30225 (bvadd (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) ?x30230 ?x30224)))
 (let (($x339 (= param!power (_ bv1 32))))
 (let (($x30237 (and $x339 (= (_ bv0 32) (_ bv0 32)))))
 (let (($x30236 (bvult (_ bv0 32) (_ bv128 32))))
 (let (($x30234 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x30226 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))))
 (let (($x30239 (bvult ?x30226 (_ bv4 32))))
 (let ((?x30219 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))
 (let (($x30240 (bvult ?x30219 (_ bv9 32))))
 (let ((?x76 ((_ extract 31 0) size!R)))
 (let ((?x30222 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x30241 (bvult ?x30222 ?x76)))
 (let (($x30242 (and $x30241 $x30240 $x30239 $x30234 $x30234 $x30236 $x30237 (= (concat ?x30225 (_ bv0 3)) ?x30208))))
 (not $x30242)))))))))))))))))))
(assert
 (let ((?x30206 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv288 64))) (bvmul elem0_1 (_ bv32 64))) (bvmul elem0_2 (_ bv8 64)))))
(let ((?x30208 (bvadd ?x30206 (bvmul elem0_3 (_ bv4 64)))))
(let ((?x30224 (bvmul (_ bv36 61) (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let ((?x30230 (bvmul (_ bv4 61) (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))))
(let ((?x30225 (bvadd (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) ?x30230 ?x30224)))
(let (($x339 (= param!power (_ bv1 32))))
(let (($x30237 (and $x339 (= (_ bv0 32) (_ bv0 32)))))
(let (($x30236 (bvult (_ bv0 32) (_ bv128 32))))
(let (($x30234 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x30226 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))))
(let (($x30239 (bvult ?x30226 (_ bv4 32))))
(let ((?x30219 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))
(let (($x30240 (bvult ?x30219 (_ bv9 32))))
(let ((?x76 ((_ extract 31 0) size!R)))
(let ((?x30222 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x30241 (bvult ?x30222 ?x76)))
(let (($x30417 (and $x30241 $x30240 $x30239 $x30234 $x30234 $x30236 $x30237 (= (concat ?x30225 (_ bv4 3)) ?x30208))))
(not $x30417)))))))))))))))))))
(check-sat)
