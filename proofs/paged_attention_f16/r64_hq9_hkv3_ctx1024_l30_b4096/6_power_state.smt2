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
(declare-fun param!power () (_ BitVec 32))
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
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x275 ((_ extract 31 6) tid.x@A)))
(let (($x280 (= ?x275 (_ bv0 26))))
(let (($x256 (= param!power (_ bv1 32))))
(let (($x285 (and $x256 $x280)))
(or $x285))))))
(check-sat)
