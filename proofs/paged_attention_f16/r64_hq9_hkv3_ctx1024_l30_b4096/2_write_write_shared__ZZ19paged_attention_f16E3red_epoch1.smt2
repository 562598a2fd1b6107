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
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 32))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709477887 64)))
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
 (bvule base!block_tables (_ bv18446744073709535231 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551359 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709477887 64)))
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
 (bvult ctaid.z@A (_ bv64 32)))
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
 (let ((?x2592 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2581 (mem!block_tables!32 (bvadd ?x2592 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2581) (bvule ?x2581 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3340 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3309 (mem!block_tables!32 (bvadd ?x3340 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3309) (bvule ?x3309 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4088 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4061 (mem!block_tables!32 (bvadd ?x4088 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4061) (bvule ?x4061 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4837 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4767 (mem!block_tables!32 (bvadd ?x4837 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4767) (bvule ?x4767 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5592 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5596 (mem!block_tables!32 (bvadd ?x5592 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5596) (bvule ?x5596 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6340 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6149 (mem!block_tables!32 (bvadd ?x6340 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6149) (bvule ?x6149 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7085 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6984 (mem!block_tables!32 (bvadd ?x7085 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6984) (bvule ?x6984 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8400 (concat (bvadd ?x544 (concat (_ bv0 36) ((_ extract 31 6) tid.x@A))) (_ bv0 2))))
 (let ((?x8373 (mem!block_tables!32 (bvadd ?x8400 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8373) (bvule ?x8373 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9140 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9312 (concat ?x9140 (_ bv0 2))))
 (let ((?x9294 (mem!block_tables!32 (bvadd ?x9312 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9294) (bvule ?x9294 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9942 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9936 (concat ?x9942 (_ bv0 2))))
 (let ((?x9998 (mem!block_tables!32 (bvadd ?x9936 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9998) (bvule ?x9998 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10411 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x10404 (concat ?x10411 (_ bv0 2))))
 (let ((?x10494 (mem!block_tables!32 (bvadd ?x10404 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10494) (bvule ?x10494 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11254 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11263 (concat ?x11254 (_ bv0 2))))
 (let ((?x11106 (mem!block_tables!32 (bvadd ?x11263 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11106) (bvule ?x11106 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11670 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11739 (concat ?x11670 (_ bv0 2))))
 (let ((?x9933 (mem!block_tables!32 (bvadd ?x11739 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9933) (bvule ?x9933 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12366 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x12283 (concat ?x12366 (_ bv0 2))))
 (let ((?x12222 (mem!block_tables!32 (bvadd ?x12283 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12222) (bvule ?x12222 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13043 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13022 (concat ?x13043 (_ bv0 2))))
 (let ((?x13068 (mem!block_tables!32 (bvadd ?x13022 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13068) (bvule ?x13068 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13659 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13654 (concat ?x13659 (_ bv0 2))))
 (let ((?x13598 (mem!block_tables!32 (bvadd ?x13654 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13598) (bvule ?x13598 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14214 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14196 (concat ?x14214 (_ bv0 2))))
 (let ((?x12320 (mem!block_tables!32 (bvadd ?x14196 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12320) (bvule ?x12320 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14895 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14877 (concat ?x14895 (_ bv0 2))))
 (let ((?x14906 (mem!block_tables!32 (bvadd ?x14877 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14906) (bvule ?x14906 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x15334 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x15317 (concat ?x15334 (_ bv0 2))))
 (let ((?x15320 (mem!block_tables!32 (bvadd ?x15317 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15320) (bvule ?x15320 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16200 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16033 (concat ?x16200 (_ bv0 2))))
 (let ((?x16225 (mem!block_tables!32 (bvadd ?x16033 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16225) (bvule ?x16225 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16694 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16559 (concat ?x16694 (_ bv0 2))))
 (let ((?x16765 (mem!block_tables!32 (bvadd ?x16559 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16765) (bvule ?x16765 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x17223 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x17221 (concat ?x17223 (_ bv0 2))))
 (let ((?x17451 (mem!block_tables!32 (bvadd ?x17221 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17451) (bvule ?x17451 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18081 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18066 (concat ?x18081 (_ bv0 2))))
 (let ((?x18137 (mem!block_tables!32 (bvadd ?x18066 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18137) (bvule ?x18137 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18735 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18739 (concat ?x18735 (_ bv0 2))))
 (let ((?x18626 (mem!block_tables!32 (bvadd ?x18739 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18626) (bvule ?x18626 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19353 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19161 (concat ?x19353 (_ bv0 2))))
 (let ((?x19384 (mem!block_tables!32 (bvadd ?x19161 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19384) (bvule ?x19384 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19982 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19790 (concat ?x19982 (_ bv0 2))))
 (let ((?x19996 (mem!block_tables!32 (bvadd ?x19790 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19996) (bvule ?x19996 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20619 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x20525 (concat ?x20619 (_ bv0 2))))
 (let ((?x20505 (mem!block_tables!32 (bvadd ?x20525 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20505) (bvule ?x20505 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21287 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21285 (concat ?x21287 (_ bv0 2))))
 (let ((?x21304 (mem!block_tables!32 (bvadd ?x21285 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21304) (bvule ?x21304 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21798 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21699 (concat ?x21798 (_ bv0 2))))
 (let ((?x21867 (mem!block_tables!32 (bvadd ?x21699 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21867) (bvule ?x21867 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x22539 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x22523 (concat ?x22539 (_ bv0 2))))
 (let ((?x22163 (mem!block_tables!32 (bvadd ?x22523 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22163) (bvule ?x22163 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23050 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23105 (concat ?x23050 (_ bv0 2))))
 (let ((?x23186 (mem!block_tables!32 (bvadd ?x23105 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23186) (bvule ?x23186 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23323 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23765 (concat ?x23323 (_ bv0 2))))
 (let ((?x23790 (mem!block_tables!32 (bvadd ?x23765 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23790) (bvule ?x23790 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24305 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24409 (concat ?x24305 (_ bv0 2))))
 (let ((?x24344 (mem!block_tables!32 (bvadd ?x24409 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24344) (bvule ?x24344 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24809 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24635 (concat ?x24809 (_ bv0 2))))
 (let ((?x24847 (mem!block_tables!32 (bvadd ?x24635 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24847) (bvule ?x24847 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x25554 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x25558 (concat ?x25554 (_ bv0 2))))
 (let ((?x25578 (mem!block_tables!32 (bvadd ?x25558 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25578) (bvule ?x25578 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26082 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26238 (concat ?x26082 (_ bv0 2))))
 (let ((?x26203 (mem!block_tables!32 (bvadd ?x26238 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26203) (bvule ?x26203 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26792 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26749 (concat ?x26792 (_ bv0 2))))
 (let ((?x26720 (mem!block_tables!32 (bvadd ?x26749 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26720) (bvule ?x26720 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27546 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x27285 (concat ?x27546 (_ bv0 2))))
 (let ((?x27623 (mem!block_tables!32 (bvadd ?x27285 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27623) (bvule ?x27623 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27867 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x28209 (concat ?x27867 (_ bv0 2))))
 (let ((?x27996 (mem!block_tables!32 (bvadd ?x28209 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27996) (bvule ?x27996 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv64 32)))
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
 (let ((?x4415 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x2896 (mem!block_tables!32 (bvadd ?x4415 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2896) (bvule ?x2896 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12493 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x11692 (mem!block_tables!32 (bvadd ?x12493 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11692) (bvule ?x11692 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23005 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x17171 (mem!block_tables!32 (bvadd ?x23005 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17171) (bvule ?x17171 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25241 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15919 (mem!block_tables!32 (bvadd ?x25241 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15919) (bvule ?x15919 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x17210 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x18420 (mem!block_tables!32 (bvadd ?x17210 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18420) (bvule ?x18420 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16029 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x12223 (mem!block_tables!32 (bvadd ?x16029 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12223) (bvule ?x12223 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13047 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x13893 (mem!block_tables!32 (bvadd ?x13047 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13893) (bvule ?x13893 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27993 (concat (bvadd ?x1865 (concat (_ bv0 36) ((_ extract 31 6) tid.x@B))) (_ bv0 2))))
 (let ((?x23143 (mem!block_tables!32 (bvadd ?x27993 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23143) (bvule ?x23143 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25527 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x28013 (concat ?x25527 (_ bv0 2))))
 (let ((?x27844 (mem!block_tables!32 (bvadd ?x28013 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27844) (bvule ?x27844 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x19074 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x24739 (concat ?x19074 (_ bv0 2))))
 (let ((?x24945 (mem!block_tables!32 (bvadd ?x24739 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24945) (bvule ?x24945 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24833 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x22729 (concat ?x24833 (_ bv0 2))))
 (let ((?x18857 (mem!block_tables!32 (bvadd ?x22729 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18857) (bvule ?x18857 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5416 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x7691 (concat ?x5416 (_ bv0 2))))
 (let ((?x3898 (mem!block_tables!32 (bvadd ?x7691 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3898) (bvule ?x3898 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23945 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27318 (concat ?x23945 (_ bv0 2))))
 (let ((?x19815 (mem!block_tables!32 (bvadd ?x27318 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19815) (bvule ?x19815 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26681 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x17935 (concat ?x26681 (_ bv0 2))))
 (let ((?x13743 (mem!block_tables!32 (bvadd ?x17935 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13743) (bvule ?x13743 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x20945 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27429 (concat ?x20945 (_ bv0 2))))
 (let ((?x27268 (mem!block_tables!32 (bvadd ?x27429 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27268) (bvule ?x27268 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23498 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27849 (concat ?x23498 (_ bv0 2))))
 (let ((?x26888 (mem!block_tables!32 (bvadd ?x27849 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26888) (bvule ?x26888 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12040 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x16388 (concat ?x12040 (_ bv0 2))))
 (let ((?x10990 (mem!block_tables!32 (bvadd ?x16388 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10990) (bvule ?x10990 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x20950 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x20100 (concat ?x20950 (_ bv0 2))))
 (let ((?x25020 (mem!block_tables!32 (bvadd ?x20100 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25020) (bvule ?x25020 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x22148 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x19392 (concat ?x22148 (_ bv0 2))))
 (let ((?x13751 (mem!block_tables!32 (bvadd ?x19392 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13751) (bvule ?x13751 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16578 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x16250 (concat ?x16578 (_ bv0 2))))
 (let ((?x12864 (mem!block_tables!32 (bvadd ?x16250 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12864) (bvule ?x12864 (_ bv4095 32))))))))
(assert
 (let ((?x1203 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B))))))
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3067 (concat (bvadd ?x1865 ?x1203) (_ bv0 2))))
 (let ((?x5209 (mem!block_tables!32 (bvadd ?x3067 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5209) (bvule ?x5209 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x2979 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x3758 (concat ?x2979 (_ bv0 2))))
 (let ((?x5270 (mem!block_tables!32 (bvadd ?x3758 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5270) (bvule ?x5270 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30157 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x4443 (concat ?x30157 (_ bv0 2))))
 (let ((?x30249 (mem!block_tables!32 (bvadd ?x4443 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30249) (bvule ?x30249 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x29052 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x29395 (concat ?x29052 (_ bv0 2))))
 (let ((?x28977 (mem!block_tables!32 (bvadd ?x29395 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28977) (bvule ?x28977 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30604 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x30841 (concat ?x30604 (_ bv0 2))))
 (let ((?x30789 (mem!block_tables!32 (bvadd ?x30841 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30789) (bvule ?x30789 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x31119 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x31328 (concat ?x31119 (_ bv0 2))))
 (let ((?x31378 (mem!block_tables!32 (bvadd ?x31328 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31378) (bvule ?x31378 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32071 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32063 (concat ?x32071 (_ bv0 2))))
 (let ((?x31892 (mem!block_tables!32 (bvadd ?x32063 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31892) (bvule ?x31892 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32477 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32266 (concat ?x32477 (_ bv0 2))))
 (let ((?x32192 (mem!block_tables!32 (bvadd ?x32266 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32192) (bvule ?x32192 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33258 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33262 (concat ?x33258 (_ bv0 2))))
 (let ((?x33122 (mem!block_tables!32 (bvadd ?x33262 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x33122) (bvule ?x33122 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33725 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33638 (concat ?x33725 (_ bv0 2))))
 (let ((?x33877 (mem!block_tables!32 (bvadd ?x33638 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x33877) (bvule ?x33877 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34077 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34345 (concat ?x34077 (_ bv0 2))))
 (let ((?x34331 (mem!block_tables!32 (bvadd ?x34345 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34331) (bvule ?x34331 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34460 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34945 (concat ?x34460 (_ bv0 2))))
 (let ((?x34933 (mem!block_tables!32 (bvadd ?x34945 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34933) (bvule ?x34933 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35367 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35294 (concat ?x35367 (_ bv0 2))))
 (let ((?x35244 (mem!block_tables!32 (bvadd ?x35294 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x35244) (bvule ?x35244 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35890 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x36033 (concat ?x35890 (_ bv0 2))))
 (let ((?x35854 (mem!block_tables!32 (bvadd ?x36033 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x35854) (bvule ?x35854 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36511 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x36678 (concat ?x36511 (_ bv0 2))))
 (let ((?x36441 (mem!block_tables!32 (bvadd ?x36678 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36441) (bvule ?x36441 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37229 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37230 (concat ?x37229 (_ bv0 2))))
 (let ((?x37358 (mem!block_tables!32 (bvadd ?x37230 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37358) (bvule ?x37358 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37705 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37745 (concat ?x37705 (_ bv0 2))))
 (let ((?x37826 (mem!block_tables!32 (bvadd ?x37745 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37826) (bvule ?x37826 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38256 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x38342 (concat ?x38256 (_ bv0 2))))
 (let ((?x38592 (mem!block_tables!32 (bvadd ?x38342 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38592) (bvule ?x38592 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38829 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x39169 (concat ?x38829 (_ bv0 2))))
 (let ((?x38847 (mem!block_tables!32 (bvadd ?x39169 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38847) (bvule ?x38847 (_ bv4095 32))))))))
(assert
 (let ((?x7865 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x7870 (bvadd (_ bv18446744073709543168 64) ?x7865)))
 (let (($x5674 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A ?x7870)))
 (let (($x7843 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x7849 (and $x256 $x7843)))
 (let (($x3530 (and $x7849 $x5674 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A) (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A) $x3530))))))))))
(assert
 (let ((?x26543 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x28496 (bvadd (_ bv18446744073709543168 64) ?x26543)))
 (let (($x6438 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B ?x28496)))
 (let (($x20442 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x22349 (and $x256 $x20442)))
 (let (($x7010 (and $x22349 $x6438 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B) (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B) $x7010))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x136 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A)))
 (let ((?x6255 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A ?x6255) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B ?x136)))))
(assert
 (let (($x5030 (= ctaid.z@A ctaid.z@B)))
 (let (($x4285 (= ctaid.y@A ctaid.y@B)))
 (let (($x4298 (= ctaid.x@A ctaid.x@B)))
 (and $x4298 $x4285 $x5030)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B))
(check-sat)
