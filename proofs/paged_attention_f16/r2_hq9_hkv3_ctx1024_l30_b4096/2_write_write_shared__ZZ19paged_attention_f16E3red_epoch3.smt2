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
 (bvule base!q (_ bv18446744073709549311 64)))
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
 (bvule base!block_tables (_ bv18446744073709551103 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551607 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549311 64)))
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
 (bvult ctaid.z@A (_ bv2 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x522 (mem!block_tables!32 (bvadd ?x550 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x522) (bvule ?x522 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2633 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2622 (mem!block_tables!32 (bvadd ?x2633 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2622) (bvule ?x2622 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3381 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3350 (mem!block_tables!32 (bvadd ?x3381 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3350) (bvule ?x3350 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4129 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4102 (mem!block_tables!32 (bvadd ?x4129 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4102) (bvule ?x4102 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4878 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4808 (mem!block_tables!32 (bvadd ?x4878 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4808) (bvule ?x4808 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5633 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5637 (mem!block_tables!32 (bvadd ?x5633 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5637) (bvule ?x5637 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6381 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6190 (mem!block_tables!32 (bvadd ?x6381 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6190) (bvule ?x6190 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7126 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7025 (mem!block_tables!32 (bvadd ?x7126 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7025) (bvule ?x7025 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8441 (concat (bvadd ?x544 (concat (_ bv0 36) ((_ extract 31 6) tid.x@A))) (_ bv0 2))))
 (let ((?x8414 (mem!block_tables!32 (bvadd ?x8441 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8414) (bvule ?x8414 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9181 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9353 (concat ?x9181 (_ bv0 2))))
 (let ((?x9335 (mem!block_tables!32 (bvadd ?x9353 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9335) (bvule ?x9335 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9983 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9977 (concat ?x9983 (_ bv0 2))))
 (let ((?x10039 (mem!block_tables!32 (bvadd ?x9977 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10039) (bvule ?x10039 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10452 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x10445 (concat ?x10452 (_ bv0 2))))
 (let ((?x10535 (mem!block_tables!32 (bvadd ?x10445 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10535) (bvule ?x10535 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11295 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11304 (concat ?x11295 (_ bv0 2))))
 (let ((?x11147 (mem!block_tables!32 (bvadd ?x11304 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11147) (bvule ?x11147 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11711 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11780 (concat ?x11711 (_ bv0 2))))
 (let ((?x9974 (mem!block_tables!32 (bvadd ?x11780 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9974) (bvule ?x9974 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12407 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x12324 (concat ?x12407 (_ bv0 2))))
 (let ((?x12263 (mem!block_tables!32 (bvadd ?x12324 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12263) (bvule ?x12263 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13084 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13063 (concat ?x13084 (_ bv0 2))))
 (let ((?x13109 (mem!block_tables!32 (bvadd ?x13063 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13109) (bvule ?x13109 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13700 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13695 (concat ?x13700 (_ bv0 2))))
 (let ((?x13639 (mem!block_tables!32 (bvadd ?x13695 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13639) (bvule ?x13639 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14255 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14237 (concat ?x14255 (_ bv0 2))))
 (let ((?x12361 (mem!block_tables!32 (bvadd ?x14237 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12361) (bvule ?x12361 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14936 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14918 (concat ?x14936 (_ bv0 2))))
 (let ((?x14947 (mem!block_tables!32 (bvadd ?x14918 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14947) (bvule ?x14947 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x15375 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x15358 (concat ?x15375 (_ bv0 2))))
 (let ((?x15361 (mem!block_tables!32 (bvadd ?x15358 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15361) (bvule ?x15361 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16241 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16074 (concat ?x16241 (_ bv0 2))))
 (let ((?x16266 (mem!block_tables!32 (bvadd ?x16074 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16266) (bvule ?x16266 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16735 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16600 (concat ?x16735 (_ bv0 2))))
 (let ((?x16806 (mem!block_tables!32 (bvadd ?x16600 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16806) (bvule ?x16806 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x17264 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x17262 (concat ?x17264 (_ bv0 2))))
 (let ((?x17492 (mem!block_tables!32 (bvadd ?x17262 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17492) (bvule ?x17492 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18122 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18107 (concat ?x18122 (_ bv0 2))))
 (let ((?x18178 (mem!block_tables!32 (bvadd ?x18107 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18178) (bvule ?x18178 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18776 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18780 (concat ?x18776 (_ bv0 2))))
 (let ((?x18667 (mem!block_tables!32 (bvadd ?x18780 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18667) (bvule ?x18667 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19394 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19202 (concat ?x19394 (_ bv0 2))))
 (let ((?x19425 (mem!block_tables!32 (bvadd ?x19202 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19425) (bvule ?x19425 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20023 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19831 (concat ?x20023 (_ bv0 2))))
 (let ((?x20037 (mem!block_tables!32 (bvadd ?x19831 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20037) (bvule ?x20037 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20660 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x20566 (concat ?x20660 (_ bv0 2))))
 (let ((?x20546 (mem!block_tables!32 (bvadd ?x20566 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20546) (bvule ?x20546 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21328 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21326 (concat ?x21328 (_ bv0 2))))
 (let ((?x21345 (mem!block_tables!32 (bvadd ?x21326 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21345) (bvule ?x21345 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21839 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21740 (concat ?x21839 (_ bv0 2))))
 (let ((?x21908 (mem!block_tables!32 (bvadd ?x21740 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21908) (bvule ?x21908 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x22580 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x22564 (concat ?x22580 (_ bv0 2))))
 (let ((?x22204 (mem!block_tables!32 (bvadd ?x22564 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22204) (bvule ?x22204 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23091 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23146 (concat ?x23091 (_ bv0 2))))
 (let ((?x23227 (mem!block_tables!32 (bvadd ?x23146 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23227) (bvule ?x23227 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23364 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23806 (concat ?x23364 (_ bv0 2))))
 (let ((?x23831 (mem!block_tables!32 (bvadd ?x23806 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23831) (bvule ?x23831 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24346 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24450 (concat ?x24346 (_ bv0 2))))
 (let ((?x24385 (mem!block_tables!32 (bvadd ?x24450 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24385) (bvule ?x24385 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24850 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24676 (concat ?x24850 (_ bv0 2))))
 (let ((?x24888 (mem!block_tables!32 (bvadd ?x24676 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24888) (bvule ?x24888 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x25595 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x25599 (concat ?x25595 (_ bv0 2))))
 (let ((?x25619 (mem!block_tables!32 (bvadd ?x25599 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25619) (bvule ?x25619 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26123 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26279 (concat ?x26123 (_ bv0 2))))
 (let ((?x26244 (mem!block_tables!32 (bvadd ?x26279 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26244) (bvule ?x26244 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26833 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26790 (concat ?x26833 (_ bv0 2))))
 (let ((?x26761 (mem!block_tables!32 (bvadd ?x26790 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26761) (bvule ?x26761 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27587 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x27326 (concat ?x27587 (_ bv0 2))))
 (let ((?x27664 (mem!block_tables!32 (bvadd ?x27326 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27664) (bvule ?x27664 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27908 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x28250 (concat ?x27908 (_ bv0 2))))
 (let ((?x28037 (mem!block_tables!32 (bvadd ?x28250 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28037) (bvule ?x28037 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv2 32)))
(assert
 (let ((?x1661 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1661) (bvule ?x1661 (_ bv1024 32)))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1870 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1851 (mem!block_tables!32 (bvadd ?x1870 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1851) (bvule ?x1851 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4779 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3262 (mem!block_tables!32 (bvadd ?x4779 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3262) (bvule ?x3262 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12677 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x11164 (mem!block_tables!32 (bvadd ?x12677 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11164) (bvule ?x11164 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23118 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x17429 (mem!block_tables!32 (bvadd ?x23118 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17429) (bvule ?x17429 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25405 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15988 (mem!block_tables!32 (bvadd ?x25405 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15988) (bvule ?x15988 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x17733 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x18939 (mem!block_tables!32 (bvadd ?x17733 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18939) (bvule ?x18939 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15956 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x12002 (mem!block_tables!32 (bvadd ?x15956 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12002) (bvule ?x12002 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13335 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14315 (mem!block_tables!32 (bvadd ?x13335 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14315) (bvule ?x14315 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28565 (concat (bvadd ?x1865 (concat (_ bv0 36) ((_ extract 31 6) tid.x@B))) (_ bv0 2))))
 (let ((?x23259 (mem!block_tables!32 (bvadd ?x28565 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23259) (bvule ?x23259 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25743 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x28692 (concat ?x25743 (_ bv0 2))))
 (let ((?x28054 (mem!block_tables!32 (bvadd ?x28692 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28054) (bvule ?x28054 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x19471 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x25066 (concat ?x19471 (_ bv0 2))))
 (let ((?x25265 (mem!block_tables!32 (bvadd ?x25066 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25265) (bvule ?x25265 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25025 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x22970 (concat ?x25025 (_ bv0 2))))
 (let ((?x19256 (mem!block_tables!32 (bvadd ?x22970 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19256) (bvule ?x19256 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6206 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x1351 (concat ?x6206 (_ bv0 2))))
 (let ((?x6208 (mem!block_tables!32 (bvadd ?x1351 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6208) (bvule ?x6208 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24079 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27762 (concat ?x24079 (_ bv0 2))))
 (let ((?x20166 (mem!block_tables!32 (bvadd ?x27762 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20166) (bvule ?x20166 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27367 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x18118 (concat ?x27367 (_ bv0 2))))
 (let ((?x14250 (mem!block_tables!32 (bvadd ?x18118 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14250) (bvule ?x14250 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x21209 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27432 (concat ?x21209 (_ bv0 2))))
 (let ((?x27223 (mem!block_tables!32 (bvadd ?x27432 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27223) (bvule ?x27223 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23471 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x26605 (concat ?x23471 (_ bv0 2))))
 (let ((?x27001 (mem!block_tables!32 (bvadd ?x26605 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27001) (bvule ?x27001 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12292 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x16492 (concat ?x12292 (_ bv0 2))))
 (let ((?x11567 (mem!block_tables!32 (bvadd ?x16492 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11567) (bvule ?x11567 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x21381 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x20325 (concat ?x21381 (_ bv0 2))))
 (let ((?x25799 (mem!block_tables!32 (bvadd ?x20325 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25799) (bvule ?x25799 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x22518 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x15414 (concat ?x22518 (_ bv0 2))))
 (let ((?x14098 (mem!block_tables!32 (bvadd ?x15414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14098) (bvule ?x14098 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x17317 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x16701 (concat ?x17317 (_ bv0 2))))
 (let ((?x26256 (mem!block_tables!32 (bvadd ?x16701 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26256) (bvule ?x26256 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4548 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x3742 (concat ?x4548 (_ bv0 2))))
 (let ((?x6850 (mem!block_tables!32 (bvadd ?x3742 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6850) (bvule ?x6850 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4560 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x6053 (concat ?x4560 (_ bv0 2))))
 (let ((?x3794 (mem!block_tables!32 (bvadd ?x6053 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3794) (bvule ?x3794 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3746 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x2963 (concat ?x3746 (_ bv0 2))))
 (let ((?x30173 (mem!block_tables!32 (bvadd ?x2963 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30173) (bvule ?x30173 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28958 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x29379 (concat ?x28958 (_ bv0 2))))
 (let ((?x28886 (mem!block_tables!32 (bvadd ?x29379 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28886) (bvule ?x28886 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30459 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x30798 (concat ?x30459 (_ bv0 2))))
 (let ((?x30763 (mem!block_tables!32 (bvadd ?x30798 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30763) (bvule ?x30763 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x31515 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x31369 (concat ?x31515 (_ bv0 2))))
 (let ((?x31259 (mem!block_tables!32 (bvadd ?x31369 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31259) (bvule ?x31259 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x31964 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32056 (concat ?x31964 (_ bv0 2))))
 (let ((?x31881 (mem!block_tables!32 (bvadd ?x32056 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31881) (bvule ?x31881 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32597 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32694 (concat ?x32597 (_ bv0 2))))
 (let ((?x32249 (mem!block_tables!32 (bvadd ?x32694 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32249) (bvule ?x32249 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33279 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33289 (concat ?x33279 (_ bv0 2))))
 (let ((?x32974 (mem!block_tables!32 (bvadd ?x33289 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32974) (bvule ?x32974 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33878 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33738 (concat ?x33878 (_ bv0 2))))
 (let ((?x33743 (mem!block_tables!32 (bvadd ?x33738 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x33743) (bvule ?x33743 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34211 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34407 (concat ?x34211 (_ bv0 2))))
 (let ((?x34365 (mem!block_tables!32 (bvadd ?x34407 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34365) (bvule ?x34365 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34867 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34902 (concat ?x34867 (_ bv0 2))))
 (let ((?x34986 (mem!block_tables!32 (bvadd ?x34902 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34986) (bvule ?x34986 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35443 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35337 (concat ?x35443 (_ bv0 2))))
 (let ((?x35491 (mem!block_tables!32 (bvadd ?x35337 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x35491) (bvule ?x35491 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36124 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35947 (concat ?x36124 (_ bv0 2))))
 (let ((?x36241 (mem!block_tables!32 (bvadd ?x35947 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36241) (bvule ?x36241 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36515 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x36405 (concat ?x36515 (_ bv0 2))))
 (let ((?x36616 (mem!block_tables!32 (bvadd ?x36405 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36616) (bvule ?x36616 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37009 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37284 (concat ?x37009 (_ bv0 2))))
 (let ((?x37397 (mem!block_tables!32 (bvadd ?x37284 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37397) (bvule ?x37397 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37702 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37535 (concat ?x37702 (_ bv0 2))))
 (let ((?x37602 (mem!block_tables!32 (bvadd ?x37535 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37602) (bvule ?x37602 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38128 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x38275 (concat ?x38128 (_ bv0 2))))
 (let ((?x38631 (mem!block_tables!32 (bvadd ?x38275 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38631) (bvule ?x38631 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38868 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x39208 (concat ?x38868 (_ bv0 2))))
 (let ((?x38886 (mem!block_tables!32 (bvadd ?x39208 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38886) (bvule ?x38886 (_ bv4095 32))))))))
(assert
 (let ((?x7906 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x7911 (bvadd (_ bv18446744073709543168 64) ?x7906)))
 (let (($x3545 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A ?x7911)))
 (let (($x7884 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x7890 (and $x256 $x7884)))
 (let (($x4318 (and $x7890 $x3545 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A) (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A) $x4318))))))))))
(assert
 (let ((?x26873 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x8401 (bvadd (_ bv18446744073709543168 64) ?x26873)))
 (let (($x6409 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B ?x8401)))
 (let (($x21117 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x22691 (and $x256 $x21117)))
 (let (($x4952 (and $x22691 $x6409 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B) (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B) $x4952))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x4807 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A)))
 (let ((?x3290 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A ?x3290) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B ?x4807)))))
(assert
 (let (($x1581 (= ctaid.z@A ctaid.z@B)))
 (let (($x768 (= ctaid.y@A ctaid.y@B)))
 (let (($x227 (= ctaid.x@A ctaid.x@B)))
 (and $x227 $x768 $x1581)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B))
(check-sat)
