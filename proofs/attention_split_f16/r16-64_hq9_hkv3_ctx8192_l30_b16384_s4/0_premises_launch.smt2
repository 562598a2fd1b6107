; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun v9344@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v9344@B () (_ BitVec 64))
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
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (let ((?x76 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x76)))
(assert
 (let ((?x353 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x353) (bvule ?x353 (_ bv8192 32)))))
(assert
 (let ((?x420 (concat (_ bv0 34) ((_ extract 31 4) (bvadd tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x422 (concat (bvadd ?x416 ?x420) (_ bv0 2))))
 (let ((?x384 (mem!block_tables!32 (bvadd ?x422 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x384) (bvule ?x384 (_ bv16383 32))))))))
(assert
 (let ((?x7649 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7644 (concat (bvadd ?x416 ?x7649) (_ bv0 2))))
 (let ((?x7669 (mem!block_tables!32 (bvadd ?x7644 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7669) (bvule ?x7669 (_ bv16383 32))))))))
(assert
 (let ((?x8733 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1024 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8728 (concat (bvadd ?x416 ?x8733) (_ bv0 2))))
 (let ((?x8594 (mem!block_tables!32 (bvadd ?x8728 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8594) (bvule ?x8594 (_ bv16383 32))))))))
(assert
 (let ((?x9794 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1536 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9789 (concat (bvadd ?x416 ?x9794) (_ bv0 2))))
 (let ((?x9809 (mem!block_tables!32 (bvadd ?x9789 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9809) (bvule ?x9809 (_ bv16383 32))))))))
(assert
 (let ((?x10864 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10859 (concat (bvadd ?x416 ?x10864) (_ bv0 2))))
 (let ((?x10736 (mem!block_tables!32 (bvadd ?x10859 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10736) (bvule ?x10736 (_ bv16383 32))))))))
(assert
 (let ((?x11937 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2560 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11932 (concat (bvadd ?x416 ?x11937) (_ bv0 2))))
 (let ((?x11791 (mem!block_tables!32 (bvadd ?x11932 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11791) (bvule ?x11791 (_ bv16383 32))))))))
(assert
 (let ((?x13018 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3072 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13013 (concat (bvadd ?x416 ?x13018) (_ bv0 2))))
 (let ((?x12871 (mem!block_tables!32 (bvadd ?x13013 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12871) (bvule ?x12871 (_ bv16383 32))))))))
(assert
 (let ((?x14106 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3584 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14101 (concat (bvadd ?x416 ?x14106) (_ bv0 2))))
 (let ((?x13971 (mem!block_tables!32 (bvadd ?x14101 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13971) (bvule ?x13971 (_ bv16383 32))))))))
(assert
 (let ((?x15201 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x15196 (concat (bvadd ?x416 ?x15201) (_ bv0 2))))
 (let ((?x15216 (mem!block_tables!32 (bvadd ?x15196 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15216) (bvule ?x15216 (_ bv16383 32))))))))
(assert
 (let ((?x16300 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4608 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16295 (concat (bvadd ?x416 ?x16300) (_ bv0 2))))
 (let ((?x16142 (mem!block_tables!32 (bvadd ?x16295 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16142) (bvule ?x16142 (_ bv16383 32))))))))
(assert
 (let ((?x17407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5120 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x17402 (concat (bvadd ?x416 ?x17407) (_ bv0 2))))
 (let ((?x17406 (mem!block_tables!32 (bvadd ?x17402 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17406) (bvule ?x17406 (_ bv16383 32))))))))
(assert
 (let ((?x18521 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5632 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18516 (concat (bvadd ?x416 ?x18521) (_ bv0 2))))
 (let ((?x18392 (mem!block_tables!32 (bvadd ?x18516 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18392) (bvule ?x18392 (_ bv16383 32))))))))
(assert
 (let ((?x19641 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19636 (concat (bvadd ?x416 ?x19641) (_ bv0 2))))
 (let ((?x19625 (mem!block_tables!32 (bvadd ?x19636 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19625) (bvule ?x19625 (_ bv16383 32))))))))
(assert
 (let ((?x20769 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6656 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20764 (concat (bvadd ?x416 ?x20769) (_ bv0 2))))
 (let ((?x20712 (mem!block_tables!32 (bvadd ?x20764 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20712) (bvule ?x20712 (_ bv16383 32))))))))
(assert
 (let ((?x21896 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7168 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21889 (concat (bvadd ?x416 ?x21896) (_ bv0 2))))
 (let ((?x21737 (mem!block_tables!32 (bvadd ?x21889 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21737) (bvule ?x21737 (_ bv16383 32))))))))
(assert
 (let ((?x23065 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7680 32) tid.x@A (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7)))))))
 (let ((?x416 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23055 (concat (bvadd ?x416 ?x23065) (_ bv0 2))))
 (let ((?x22883 (mem!block_tables!32 (bvadd ?x23055 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22883) (bvule ?x22883 (_ bv16383 32))))))))
(assert
 (bvule v9344@A (_ bv15 64)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (let ((?x76 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@B ?x76)))
(assert
 (let ((?x29376 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29376) (bvule ?x29376 (_ bv8192 32)))))
(assert
 (let ((?x29365 (concat (_ bv0 34) ((_ extract 31 4) (bvadd tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29367 (concat (bvadd ?x29215 ?x29365) (_ bv0 2))))
 (let ((?x29369 (mem!block_tables!32 (bvadd ?x29367 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29369) (bvule ?x29369 (_ bv16383 32))))))))
(assert
 (let ((?x29355 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29357 (concat (bvadd ?x29215 ?x29355) (_ bv0 2))))
 (let ((?x29359 (mem!block_tables!32 (bvadd ?x29357 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29359) (bvule ?x29359 (_ bv16383 32))))))))
(assert
 (let ((?x29345 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1024 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29347 (concat (bvadd ?x29215 ?x29345) (_ bv0 2))))
 (let ((?x29349 (mem!block_tables!32 (bvadd ?x29347 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29349) (bvule ?x29349 (_ bv16383 32))))))))
(assert
 (let ((?x29335 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1536 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29337 (concat (bvadd ?x29215 ?x29335) (_ bv0 2))))
 (let ((?x29339 (mem!block_tables!32 (bvadd ?x29337 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29339) (bvule ?x29339 (_ bv16383 32))))))))
(assert
 (let ((?x29325 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29327 (concat (bvadd ?x29215 ?x29325) (_ bv0 2))))
 (let ((?x29329 (mem!block_tables!32 (bvadd ?x29327 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29329) (bvule ?x29329 (_ bv16383 32))))))))
(assert
 (let ((?x29315 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2560 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29317 (concat (bvadd ?x29215 ?x29315) (_ bv0 2))))
 (let ((?x29319 (mem!block_tables!32 (bvadd ?x29317 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29319) (bvule ?x29319 (_ bv16383 32))))))))
(assert
 (let ((?x29305 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3072 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29307 (concat (bvadd ?x29215 ?x29305) (_ bv0 2))))
 (let ((?x29309 (mem!block_tables!32 (bvadd ?x29307 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29309) (bvule ?x29309 (_ bv16383 32))))))))
(assert
 (let ((?x29295 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3584 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29297 (concat (bvadd ?x29215 ?x29295) (_ bv0 2))))
 (let ((?x29299 (mem!block_tables!32 (bvadd ?x29297 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29299) (bvule ?x29299 (_ bv16383 32))))))))
(assert
 (let ((?x29285 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29287 (concat (bvadd ?x29215 ?x29285) (_ bv0 2))))
 (let ((?x29289 (mem!block_tables!32 (bvadd ?x29287 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29289) (bvule ?x29289 (_ bv16383 32))))))))
(assert
 (let ((?x29275 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4608 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29277 (concat (bvadd ?x29215 ?x29275) (_ bv0 2))))
 (let ((?x29279 (mem!block_tables!32 (bvadd ?x29277 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29279) (bvule ?x29279 (_ bv16383 32))))))))
(assert
 (let ((?x29265 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5120 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29267 (concat (bvadd ?x29215 ?x29265) (_ bv0 2))))
 (let ((?x29269 (mem!block_tables!32 (bvadd ?x29267 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29269) (bvule ?x29269 (_ bv16383 32))))))))
(assert
 (let ((?x29255 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5632 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29257 (concat (bvadd ?x29215 ?x29255) (_ bv0 2))))
 (let ((?x29259 (mem!block_tables!32 (bvadd ?x29257 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29259) (bvule ?x29259 (_ bv16383 32))))))))
(assert
 (let ((?x29245 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29247 (concat (bvadd ?x29215 ?x29245) (_ bv0 2))))
 (let ((?x29249 (mem!block_tables!32 (bvadd ?x29247 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29249) (bvule ?x29249 (_ bv16383 32))))))))
(assert
 (let ((?x29235 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6656 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29237 (concat (bvadd ?x29215 ?x29235) (_ bv0 2))))
 (let ((?x29239 (mem!block_tables!32 (bvadd ?x29237 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29239) (bvule ?x29239 (_ bv16383 32))))))))
(assert
 (let ((?x29225 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7168 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29227 (concat (bvadd ?x29215 ?x29225) (_ bv0 2))))
 (let ((?x29229 (mem!block_tables!32 (bvadd ?x29227 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29229) (bvule ?x29229 (_ bv16383 32))))))))
(assert
 (let ((?x29213 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7680 32) tid.x@B (concat ((_ extract 24 0) ctaid.x@B) (_ bv0 7)))))))
 (let ((?x29215 (bvmul (_ bv512 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29217 (concat (bvadd ?x29215 ?x29213) (_ bv0 2))))
 (let ((?x29219 (mem!block_tables!32 (bvadd ?x29217 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29219) (bvule ?x29219 (_ bv16383 32))))))))
(assert
 (bvule v9344@B (_ bv15 64)))
(check-sat)
