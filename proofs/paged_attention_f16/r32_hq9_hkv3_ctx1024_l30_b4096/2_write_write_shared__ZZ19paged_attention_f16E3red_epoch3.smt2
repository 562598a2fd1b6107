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
 (bvule base!q (_ bv18446744073709514751 64)))
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
 (bvule base!block_tables (_ bv18446744073709543423 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709514751 64)))
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
 (bvult ctaid.z@A (_ bv32 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x522 (mem!block_tables!32 (bvadd ?x550 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x522) (bvule ?x522 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2600 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2589 (mem!block_tables!32 (bvadd ?x2600 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2589) (bvule ?x2589 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3348 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3317 (mem!block_tables!32 (bvadd ?x3348 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3317) (bvule ?x3317 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4096 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4069 (mem!block_tables!32 (bvadd ?x4096 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4069) (bvule ?x4069 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4845 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4775 (mem!block_tables!32 (bvadd ?x4845 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4775) (bvule ?x4775 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5600 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5604 (mem!block_tables!32 (bvadd ?x5600 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5604) (bvule ?x5604 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6348 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6157 (mem!block_tables!32 (bvadd ?x6348 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6157) (bvule ?x6157 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7093 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6992 (mem!block_tables!32 (bvadd ?x7093 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6992) (bvule ?x6992 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8408 (concat (bvadd ?x544 (concat (_ bv0 36) ((_ extract 31 6) tid.x@A))) (_ bv0 2))))
 (let ((?x8381 (mem!block_tables!32 (bvadd ?x8408 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8381) (bvule ?x8381 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9148 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9320 (concat ?x9148 (_ bv0 2))))
 (let ((?x9302 (mem!block_tables!32 (bvadd ?x9320 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9302) (bvule ?x9302 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9950 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9944 (concat ?x9950 (_ bv0 2))))
 (let ((?x10006 (mem!block_tables!32 (bvadd ?x9944 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10006) (bvule ?x10006 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10419 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x10412 (concat ?x10419 (_ bv0 2))))
 (let ((?x10502 (mem!block_tables!32 (bvadd ?x10412 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10502) (bvule ?x10502 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11262 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11271 (concat ?x11262 (_ bv0 2))))
 (let ((?x11114 (mem!block_tables!32 (bvadd ?x11271 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11114) (bvule ?x11114 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11678 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11747 (concat ?x11678 (_ bv0 2))))
 (let ((?x9941 (mem!block_tables!32 (bvadd ?x11747 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9941) (bvule ?x9941 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12374 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x12291 (concat ?x12374 (_ bv0 2))))
 (let ((?x12230 (mem!block_tables!32 (bvadd ?x12291 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12230) (bvule ?x12230 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13051 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13030 (concat ?x13051 (_ bv0 2))))
 (let ((?x13076 (mem!block_tables!32 (bvadd ?x13030 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13076) (bvule ?x13076 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13667 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13662 (concat ?x13667 (_ bv0 2))))
 (let ((?x13606 (mem!block_tables!32 (bvadd ?x13662 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13606) (bvule ?x13606 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14222 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14204 (concat ?x14222 (_ bv0 2))))
 (let ((?x12328 (mem!block_tables!32 (bvadd ?x14204 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12328) (bvule ?x12328 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14903 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14885 (concat ?x14903 (_ bv0 2))))
 (let ((?x14914 (mem!block_tables!32 (bvadd ?x14885 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14914) (bvule ?x14914 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x15342 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x15325 (concat ?x15342 (_ bv0 2))))
 (let ((?x15328 (mem!block_tables!32 (bvadd ?x15325 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15328) (bvule ?x15328 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16208 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16041 (concat ?x16208 (_ bv0 2))))
 (let ((?x16233 (mem!block_tables!32 (bvadd ?x16041 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16233) (bvule ?x16233 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16702 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16567 (concat ?x16702 (_ bv0 2))))
 (let ((?x16773 (mem!block_tables!32 (bvadd ?x16567 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16773) (bvule ?x16773 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x17231 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x17229 (concat ?x17231 (_ bv0 2))))
 (let ((?x17459 (mem!block_tables!32 (bvadd ?x17229 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17459) (bvule ?x17459 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18089 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18074 (concat ?x18089 (_ bv0 2))))
 (let ((?x18145 (mem!block_tables!32 (bvadd ?x18074 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18145) (bvule ?x18145 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18743 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18747 (concat ?x18743 (_ bv0 2))))
 (let ((?x18634 (mem!block_tables!32 (bvadd ?x18747 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18634) (bvule ?x18634 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19361 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19169 (concat ?x19361 (_ bv0 2))))
 (let ((?x19392 (mem!block_tables!32 (bvadd ?x19169 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19392) (bvule ?x19392 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19990 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19798 (concat ?x19990 (_ bv0 2))))
 (let ((?x20004 (mem!block_tables!32 (bvadd ?x19798 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20004) (bvule ?x20004 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20627 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x20533 (concat ?x20627 (_ bv0 2))))
 (let ((?x20513 (mem!block_tables!32 (bvadd ?x20533 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20513) (bvule ?x20513 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21295 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21293 (concat ?x21295 (_ bv0 2))))
 (let ((?x21312 (mem!block_tables!32 (bvadd ?x21293 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21312) (bvule ?x21312 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21806 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21707 (concat ?x21806 (_ bv0 2))))
 (let ((?x21875 (mem!block_tables!32 (bvadd ?x21707 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21875) (bvule ?x21875 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x22547 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x22531 (concat ?x22547 (_ bv0 2))))
 (let ((?x22171 (mem!block_tables!32 (bvadd ?x22531 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22171) (bvule ?x22171 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23058 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23113 (concat ?x23058 (_ bv0 2))))
 (let ((?x23194 (mem!block_tables!32 (bvadd ?x23113 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23194) (bvule ?x23194 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23331 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23773 (concat ?x23331 (_ bv0 2))))
 (let ((?x23798 (mem!block_tables!32 (bvadd ?x23773 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23798) (bvule ?x23798 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24313 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24417 (concat ?x24313 (_ bv0 2))))
 (let ((?x24352 (mem!block_tables!32 (bvadd ?x24417 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24352) (bvule ?x24352 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24817 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24643 (concat ?x24817 (_ bv0 2))))
 (let ((?x24855 (mem!block_tables!32 (bvadd ?x24643 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24855) (bvule ?x24855 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x25562 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x25566 (concat ?x25562 (_ bv0 2))))
 (let ((?x25586 (mem!block_tables!32 (bvadd ?x25566 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25586) (bvule ?x25586 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26090 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26246 (concat ?x26090 (_ bv0 2))))
 (let ((?x26211 (mem!block_tables!32 (bvadd ?x26246 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26211) (bvule ?x26211 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26800 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26757 (concat ?x26800 (_ bv0 2))))
 (let ((?x26728 (mem!block_tables!32 (bvadd ?x26757 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26728) (bvule ?x26728 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27554 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x27293 (concat ?x27554 (_ bv0 2))))
 (let ((?x27631 (mem!block_tables!32 (bvadd ?x27293 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27631) (bvule ?x27631 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27875 (bvadd ?x544 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x28217 (concat ?x27875 (_ bv0 2))))
 (let ((?x28004 (mem!block_tables!32 (bvadd ?x28217 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28004) (bvule ?x28004 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv32 32)))
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
 (let ((?x4746 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3229 (mem!block_tables!32 (bvadd ?x4746 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3229) (bvule ?x3229 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12644 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x11131 (mem!block_tables!32 (bvadd ?x12644 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11131) (bvule ?x11131 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23085 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x17396 (mem!block_tables!32 (bvadd ?x23085 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17396) (bvule ?x17396 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25372 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15955 (mem!block_tables!32 (bvadd ?x25372 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15955) (bvule ?x15955 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x17700 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x18906 (mem!block_tables!32 (bvadd ?x17700 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18906) (bvule ?x18906 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15923 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x11969 (mem!block_tables!32 (bvadd ?x15923 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11969) (bvule ?x11969 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13302 (concat (bvadd ?x1865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14282 (mem!block_tables!32 (bvadd ?x13302 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14282) (bvule ?x14282 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28532 (concat (bvadd ?x1865 (concat (_ bv0 36) ((_ extract 31 6) tid.x@B))) (_ bv0 2))))
 (let ((?x23226 (mem!block_tables!32 (bvadd ?x28532 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23226) (bvule ?x23226 (_ bv4095 32)))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25710 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x28659 (concat ?x25710 (_ bv0 2))))
 (let ((?x28021 (mem!block_tables!32 (bvadd ?x28659 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28021) (bvule ?x28021 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x19438 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x25033 (concat ?x19438 (_ bv0 2))))
 (let ((?x25232 (mem!block_tables!32 (bvadd ?x25033 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25232) (bvule ?x25232 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24992 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x22937 (concat ?x24992 (_ bv0 2))))
 (let ((?x19223 (mem!block_tables!32 (bvadd ?x22937 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19223) (bvule ?x19223 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6173 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x1351 (concat ?x6173 (_ bv0 2))))
 (let ((?x6175 (mem!block_tables!32 (bvadd ?x1351 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6175) (bvule ?x6175 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24046 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27729 (concat ?x24046 (_ bv0 2))))
 (let ((?x20133 (mem!block_tables!32 (bvadd ?x27729 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20133) (bvule ?x20133 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27334 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x18085 (concat ?x27334 (_ bv0 2))))
 (let ((?x14217 (mem!block_tables!32 (bvadd ?x18085 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14217) (bvule ?x14217 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x21176 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27399 (concat ?x21176 (_ bv0 2))))
 (let ((?x27190 (mem!block_tables!32 (bvadd ?x27399 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27190) (bvule ?x27190 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23438 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x26572 (concat ?x23438 (_ bv0 2))))
 (let ((?x26968 (mem!block_tables!32 (bvadd ?x26572 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26968) (bvule ?x26968 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12259 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x16459 (concat ?x12259 (_ bv0 2))))
 (let ((?x11534 (mem!block_tables!32 (bvadd ?x16459 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11534) (bvule ?x11534 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x21348 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x20292 (concat ?x21348 (_ bv0 2))))
 (let ((?x25766 (mem!block_tables!32 (bvadd ?x20292 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25766) (bvule ?x25766 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x22485 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x15381 (concat ?x22485 (_ bv0 2))))
 (let ((?x14065 (mem!block_tables!32 (bvadd ?x15381 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14065) (bvule ?x14065 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x17284 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x16668 (concat ?x17284 (_ bv0 2))))
 (let ((?x26223 (mem!block_tables!32 (bvadd ?x16668 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26223) (bvule ?x26223 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4515 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x4466 (concat ?x4515 (_ bv0 2))))
 (let ((?x6817 (mem!block_tables!32 (bvadd ?x4466 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6817) (bvule ?x6817 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4527 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x6020 (concat ?x4527 (_ bv0 2))))
 (let ((?x3761 (mem!block_tables!32 (bvadd ?x6020 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3761) (bvule ?x3761 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30344 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x30279 (concat ?x30344 (_ bv0 2))))
 (let ((?x3713 (mem!block_tables!32 (bvadd ?x30279 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3713) (bvule ?x3713 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28925 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x29346 (concat ?x28925 (_ bv0 2))))
 (let ((?x28853 (mem!block_tables!32 (bvadd ?x29346 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28853) (bvule ?x28853 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30426 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x30609 (concat ?x30426 (_ bv0 2))))
 (let ((?x30730 (mem!block_tables!32 (bvadd ?x30609 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30730) (bvule ?x30730 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x31111 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x31437 (concat ?x31111 (_ bv0 2))))
 (let ((?x31272 (mem!block_tables!32 (bvadd ?x31437 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31272) (bvule ?x31272 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x31931 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32023 (concat ?x31931 (_ bv0 2))))
 (let ((?x31848 (mem!block_tables!32 (bvadd ?x32023 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31848) (bvule ?x31848 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32564 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32661 (concat ?x32564 (_ bv0 2))))
 (let ((?x32216 (mem!block_tables!32 (bvadd ?x32661 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32216) (bvule ?x32216 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33246 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33241 (concat ?x33246 (_ bv0 2))))
 (let ((?x32941 (mem!block_tables!32 (bvadd ?x33241 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32941) (bvule ?x32941 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33845 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33705 (concat ?x33845 (_ bv0 2))))
 (let ((?x33710 (mem!block_tables!32 (bvadd ?x33705 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x33710) (bvule ?x33710 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34178 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34374 (concat ?x34178 (_ bv0 2))))
 (let ((?x34332 (mem!block_tables!32 (bvadd ?x34374 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34332) (bvule ?x34332 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34834 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34869 (concat ?x34834 (_ bv0 2))))
 (let ((?x34952 (mem!block_tables!32 (bvadd ?x34869 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34952) (bvule ?x34952 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35410 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35304 (concat ?x35410 (_ bv0 2))))
 (let ((?x35458 (mem!block_tables!32 (bvadd ?x35304 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x35458) (bvule ?x35458 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35903 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35914 (concat ?x35903 (_ bv0 2))))
 (let ((?x36208 (mem!block_tables!32 (bvadd ?x35914 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36208) (bvule ?x36208 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36482 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x36372 (concat ?x36482 (_ bv0 2))))
 (let ((?x36583 (mem!block_tables!32 (bvadd ?x36372 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36583) (bvule ?x36583 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36976 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37251 (concat ?x36976 (_ bv0 2))))
 (let ((?x37364 (mem!block_tables!32 (bvadd ?x37251 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37364) (bvule ?x37364 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37669 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37502 (concat ?x37669 (_ bv0 2))))
 (let ((?x37569 (mem!block_tables!32 (bvadd ?x37502 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37569) (bvule ?x37569 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38095 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x38242 (concat ?x38095 (_ bv0 2))))
 (let ((?x38598 (mem!block_tables!32 (bvadd ?x38242 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38598) (bvule ?x38598 (_ bv4095 32))))))))
(assert
 (let ((?x1865 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38835 (bvadd ?x1865 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x39175 (concat ?x38835 (_ bv0 2))))
 (let ((?x38853 (mem!block_tables!32 (bvadd ?x39175 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38853) (bvule ?x38853 (_ bv4095 32))))))))
(assert
 (let ((?x7873 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x7878 (bvadd (_ bv18446744073709543168 64) ?x7873)))
 (let (($x7813 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A ?x7878)))
 (let (($x7851 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x7857 (and $x257 $x7851)))
 (let (($x1561 (and $x7857 $x7813 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A) (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A) $x1561))))))))))
(assert
 (let ((?x26840 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x8368 (bvadd (_ bv18446744073709543168 64) ?x26840)))
 (let (($x7253 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B ?x8368)))
 (let (($x21084 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x22658 (and $x257 $x21084)))
 (let (($x7789 (and $x22658 $x7253 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B) (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B) $x7789))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x5033 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A)))
 (let ((?x4770 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A ?x4770) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B ?x5033)))))
(assert
 (let (($x4321 (= ctaid.z@A ctaid.z@B)))
 (let (($x4793 (= ctaid.y@A ctaid.y@B)))
 (let (($x4310 (= ctaid.x@A ctaid.x@B)))
 (and $x4310 $x4793 $x4321)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B))
(check-sat)
