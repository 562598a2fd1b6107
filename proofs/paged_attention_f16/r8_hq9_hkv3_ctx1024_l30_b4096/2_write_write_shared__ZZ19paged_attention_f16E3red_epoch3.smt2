; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B () (_ BitVec 32))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709542399 64)))
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
 (bvule base!block_tables (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551583 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv8 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x524 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x524) (bvule ?x524 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2618 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2607 (mem!block_tables!32 (bvadd ?x2618 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2607) (bvule ?x2607 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3366 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3333 (mem!block_tables!32 (bvadd ?x3366 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3333) (bvule ?x3333 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4114 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4087 (mem!block_tables!32 (bvadd ?x4114 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4087) (bvule ?x4087 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4863 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4793 (mem!block_tables!32 (bvadd ?x4863 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4793) (bvule ?x4793 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5618 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5622 (mem!block_tables!32 (bvadd ?x5618 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5622) (bvule ?x5622 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6366 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6175 (mem!block_tables!32 (bvadd ?x6366 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6175) (bvule ?x6175 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7111 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7010 (mem!block_tables!32 (bvadd ?x7111 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7010) (bvule ?x7010 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8425 (concat (bvadd ?x546 (concat (_ bv0 36) ((_ extract 31 6) tid.x@A))) (_ bv0 2))))
 (let ((?x8400 (mem!block_tables!32 (bvadd ?x8425 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8400) (bvule ?x8400 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9341 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9335 (concat ?x9341 (_ bv0 2))))
 (let ((?x9318 (mem!block_tables!32 (bvadd ?x9335 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9318) (bvule ?x9318 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9959 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9951 (concat ?x9959 (_ bv0 2))))
 (let ((?x10015 (mem!block_tables!32 (bvadd ?x9951 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10015) (bvule ?x10015 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10435 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x10428 (concat ?x10435 (_ bv0 2))))
 (let ((?x10518 (mem!block_tables!32 (bvadd ?x10428 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10518) (bvule ?x10518 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11278 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11287 (concat ?x11278 (_ bv0 2))))
 (let ((?x11130 (mem!block_tables!32 (bvadd ?x11287 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11130) (bvule ?x11130 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11694 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11763 (concat ?x11694 (_ bv0 2))))
 (let ((?x9956 (mem!block_tables!32 (bvadd ?x11763 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9956) (bvule ?x9956 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12390 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x12307 (concat ?x12390 (_ bv0 2))))
 (let ((?x12246 (mem!block_tables!32 (bvadd ?x12307 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12246) (bvule ?x12246 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13067 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13046 (concat ?x13067 (_ bv0 2))))
 (let ((?x13092 (mem!block_tables!32 (bvadd ?x13046 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13092) (bvule ?x13092 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13683 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13678 (concat ?x13683 (_ bv0 2))))
 (let ((?x13622 (mem!block_tables!32 (bvadd ?x13678 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13622) (bvule ?x13622 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14238 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14220 (concat ?x14238 (_ bv0 2))))
 (let ((?x12344 (mem!block_tables!32 (bvadd ?x14220 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12344) (bvule ?x12344 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14919 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14901 (concat ?x14919 (_ bv0 2))))
 (let ((?x14930 (mem!block_tables!32 (bvadd ?x14901 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14930) (bvule ?x14930 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x15358 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x15341 (concat ?x15358 (_ bv0 2))))
 (let ((?x15344 (mem!block_tables!32 (bvadd ?x15341 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15344) (bvule ?x15344 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16224 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16057 (concat ?x16224 (_ bv0 2))))
 (let ((?x16249 (mem!block_tables!32 (bvadd ?x16057 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16249) (bvule ?x16249 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16718 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16583 (concat ?x16718 (_ bv0 2))))
 (let ((?x16789 (mem!block_tables!32 (bvadd ?x16583 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16789) (bvule ?x16789 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x17247 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x17245 (concat ?x17247 (_ bv0 2))))
 (let ((?x17475 (mem!block_tables!32 (bvadd ?x17245 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17475) (bvule ?x17475 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18105 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18090 (concat ?x18105 (_ bv0 2))))
 (let ((?x18161 (mem!block_tables!32 (bvadd ?x18090 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18161) (bvule ?x18161 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18759 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18763 (concat ?x18759 (_ bv0 2))))
 (let ((?x18650 (mem!block_tables!32 (bvadd ?x18763 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18650) (bvule ?x18650 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19377 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19185 (concat ?x19377 (_ bv0 2))))
 (let ((?x19408 (mem!block_tables!32 (bvadd ?x19185 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19408) (bvule ?x19408 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20006 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19814 (concat ?x20006 (_ bv0 2))))
 (let ((?x20020 (mem!block_tables!32 (bvadd ?x19814 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20020) (bvule ?x20020 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20643 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x20549 (concat ?x20643 (_ bv0 2))))
 (let ((?x20529 (mem!block_tables!32 (bvadd ?x20549 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20529) (bvule ?x20529 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21311 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21309 (concat ?x21311 (_ bv0 2))))
 (let ((?x21328 (mem!block_tables!32 (bvadd ?x21309 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21328) (bvule ?x21328 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21822 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21723 (concat ?x21822 (_ bv0 2))))
 (let ((?x21891 (mem!block_tables!32 (bvadd ?x21723 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21891) (bvule ?x21891 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x22563 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x22547 (concat ?x22563 (_ bv0 2))))
 (let ((?x22187 (mem!block_tables!32 (bvadd ?x22547 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22187) (bvule ?x22187 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23074 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23129 (concat ?x23074 (_ bv0 2))))
 (let ((?x23210 (mem!block_tables!32 (bvadd ?x23129 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23210) (bvule ?x23210 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23347 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23789 (concat ?x23347 (_ bv0 2))))
 (let ((?x23814 (mem!block_tables!32 (bvadd ?x23789 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23814) (bvule ?x23814 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24329 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24433 (concat ?x24329 (_ bv0 2))))
 (let ((?x24368 (mem!block_tables!32 (bvadd ?x24433 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24368) (bvule ?x24368 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24833 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24659 (concat ?x24833 (_ bv0 2))))
 (let ((?x24871 (mem!block_tables!32 (bvadd ?x24659 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24871) (bvule ?x24871 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x25578 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x25582 (concat ?x25578 (_ bv0 2))))
 (let ((?x25602 (mem!block_tables!32 (bvadd ?x25582 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25602) (bvule ?x25602 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26106 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26262 (concat ?x26106 (_ bv0 2))))
 (let ((?x26227 (mem!block_tables!32 (bvadd ?x26262 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26227) (bvule ?x26227 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26816 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26773 (concat ?x26816 (_ bv0 2))))
 (let ((?x26744 (mem!block_tables!32 (bvadd ?x26773 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26744) (bvule ?x26744 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27570 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x27309 (concat ?x27570 (_ bv0 2))))
 (let ((?x27647 (mem!block_tables!32 (bvadd ?x27309 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27647) (bvule ?x27647 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27891 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x28233 (concat ?x27891 (_ bv0 2))))
 (let ((?x28020 (mem!block_tables!32 (bvadd ?x28233 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28020) (bvule ?x28020 (_ bv4095 32))))))))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv8 32)))
(assert
 (let ((?x1663 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1663) (bvule ?x1663 (_ bv1024 32)))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1872 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1853 (mem!block_tables!32 (bvadd ?x1872 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1853) (bvule ?x1853 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3704 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x860 (mem!block_tables!32 (bvadd ?x3704 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x860) (bvule ?x860 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13138 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x12660 (mem!block_tables!32 (bvadd ?x13138 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12660) (bvule ?x12660 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23113 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x16940 (mem!block_tables!32 (bvadd ?x23113 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16940) (bvule ?x16940 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24832 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14678 (mem!block_tables!32 (bvadd ?x24832 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14678) (bvule ?x14678 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16930 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x18045 (mem!block_tables!32 (bvadd ?x16930 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18045) (bvule ?x18045 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15562 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x11604 (mem!block_tables!32 (bvadd ?x15562 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11604) (bvule ?x11604 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12420 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x13698 (mem!block_tables!32 (bvadd ?x12420 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13698) (bvule ?x13698 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28161 (concat (bvadd ?x1867 (concat (_ bv0 36) ((_ extract 31 6) tid.x@B))) (_ bv0 2))))
 (let ((?x23248 (mem!block_tables!32 (bvadd ?x28161 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23248) (bvule ?x23248 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24881 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27894 (concat ?x24881 (_ bv0 2))))
 (let ((?x27261 (mem!block_tables!32 (bvadd ?x27894 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27261) (bvule ?x27261 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x18530 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x23973 (concat ?x18530 (_ bv0 2))))
 (let ((?x24519 (mem!block_tables!32 (bvadd ?x23973 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24519) (bvule ?x24519 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24251 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x22141 (concat ?x24251 (_ bv0 2))))
 (let ((?x18277 (mem!block_tables!32 (bvadd ?x22141 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18277) (bvule ?x18277 (_ bv4095 32))))))))
(assert
 (let ((?x1284 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B))))))
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6191 (concat (bvadd ?x1867 ?x1284) (_ bv0 2))))
 (let ((?x6941 (mem!block_tables!32 (bvadd ?x6191 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6941) (bvule ?x6941 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13446 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x12805 (concat ?x13446 (_ bv0 2))))
 (let ((?x17216 (mem!block_tables!32 (bvadd ?x12805 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17216) (bvule ?x17216 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16273 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27350 (concat ?x16273 (_ bv0 2))))
 (let ((?x25840 (mem!block_tables!32 (bvadd ?x27350 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25840) (bvule ?x25840 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28107 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27720 (concat ?x28107 (_ bv0 2))))
 (let ((?x10469 (mem!block_tables!32 (bvadd ?x27720 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10469) (bvule ?x10469 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10246 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x28300 (concat ?x10246 (_ bv0 2))))
 (let ((?x22201 (mem!block_tables!32 (bvadd ?x28300 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22201) (bvule ?x22201 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16412 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x13268 (concat ?x16412 (_ bv0 2))))
 (let ((?x11550 (mem!block_tables!32 (bvadd ?x13268 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11550) (bvule ?x11550 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28199 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x20308 (concat ?x28199 (_ bv0 2))))
 (let ((?x10453 (mem!block_tables!32 (bvadd ?x20308 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10453) (bvule ?x10453 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28467 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x14887 (concat ?x28467 (_ bv0 2))))
 (let ((?x12577 (mem!block_tables!32 (bvadd ?x14887 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12577) (bvule ?x12577 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27337 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x21052 (concat ?x27337 (_ bv0 2))))
 (let ((?x26239 (mem!block_tables!32 (bvadd ?x21052 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26239) (bvule ?x26239 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3769 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x1175 (concat ?x3769 (_ bv0 2))))
 (let ((?x4533 (mem!block_tables!32 (bvadd ?x1175 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4533) (bvule ?x4533 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5295 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x1119 (concat ?x5295 (_ bv0 2))))
 (let ((?x6038 (mem!block_tables!32 (bvadd ?x1119 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6038) (bvule ?x6038 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30100 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x30103 (concat ?x30100 (_ bv0 2))))
 (let ((?x30273 (mem!block_tables!32 (bvadd ?x30103 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30273) (bvule ?x30273 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29065 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x29267 (concat ?x29065 (_ bv0 2))))
 (let ((?x28942 (mem!block_tables!32 (bvadd ?x29267 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28942) (bvule ?x28942 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30945 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x30600 (concat ?x30945 (_ bv0 2))))
 (let ((?x30746 (mem!block_tables!32 (bvadd ?x30600 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30746) (bvule ?x30746 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x31452 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x31352 (concat ?x31452 (_ bv0 2))))
 (let ((?x31242 (mem!block_tables!32 (bvadd ?x31352 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31242) (bvule ?x31242 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32090 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x31998 (concat ?x32090 (_ bv0 2))))
 (let ((?x31986 (mem!block_tables!32 (bvadd ?x31998 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31986) (bvule ?x31986 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32634 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32564 (concat ?x32634 (_ bv0 2))))
 (let ((?x32232 (mem!block_tables!32 (bvadd ?x32564 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32232) (bvule ?x32232 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33245 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33077 (concat ?x33245 (_ bv0 2))))
 (let ((?x32957 (mem!block_tables!32 (bvadd ?x33077 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32957) (bvule ?x32957 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33861 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33721 (concat ?x33861 (_ bv0 2))))
 (let ((?x33726 (mem!block_tables!32 (bvadd ?x33721 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x33726) (bvule ?x33726 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34258 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34390 (concat ?x34258 (_ bv0 2))))
 (let ((?x34348 (mem!block_tables!32 (bvadd ?x34390 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34348) (bvule ?x34348 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34850 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34885 (concat ?x34850 (_ bv0 2))))
 (let ((?x34969 (mem!block_tables!32 (bvadd ?x34885 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34969) (bvule ?x34969 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35426 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35320 (concat ?x35426 (_ bv0 2))))
 (let ((?x35474 (mem!block_tables!32 (bvadd ?x35320 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x35474) (bvule ?x35474 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36107 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35930 (concat ?x36107 (_ bv0 2))))
 (let ((?x36224 (mem!block_tables!32 (bvadd ?x35930 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36224) (bvule ?x36224 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36498 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x36388 (concat ?x36498 (_ bv0 2))))
 (let ((?x36599 (mem!block_tables!32 (bvadd ?x36388 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36599) (bvule ?x36599 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36992 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37267 (concat ?x36992 (_ bv0 2))))
 (let ((?x37380 (mem!block_tables!32 (bvadd ?x37267 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37380) (bvule ?x37380 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37685 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37518 (concat ?x37685 (_ bv0 2))))
 (let ((?x37585 (mem!block_tables!32 (bvadd ?x37518 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37585) (bvule ?x37585 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38111 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x38258 (concat ?x38111 (_ bv0 2))))
 (let ((?x38614 (mem!block_tables!32 (bvadd ?x38258 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38614) (bvule ?x38614 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38851 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x39191 (concat ?x38851 (_ bv0 2))))
 (let ((?x38869 (mem!block_tables!32 (bvadd ?x39191 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38869) (bvule ?x38869 (_ bv4095 32))))))))
(assert
 (let ((?x7887 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x7897 (bvadd (_ bv18446744073709543168 64) ?x7887)))
 (let (($x705 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A ?x7897)))
 (let (($x7870 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x7876 (and $x257 $x7870)))
 (let (($x109 (and $x7876 $x705 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A) (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A) $x109))))))))))
(assert
 (let ((?x25754 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x27954 (bvadd (_ bv18446744073709543168 64) ?x25754)))
 (let (($x4234 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B ?x27954)))
 (let (($x20051 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x21873 (and $x257 $x20051)))
 (let (($x207 (and $x21873 $x4234 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B) (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B) $x207))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x5766 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A)))
 (let ((?x5360 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A ?x5360) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B ?x5766)))))
(assert
 (let (($x7060 (= ctaid.z@A ctaid.z@B)))
 (let (($x3294 (= ctaid.y@A ctaid.y@B)))
 (let (($x794 (= ctaid.x@A ctaid.x@B)))
 (and $x794 $x3294 $x7060)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B))
(check-sat)
