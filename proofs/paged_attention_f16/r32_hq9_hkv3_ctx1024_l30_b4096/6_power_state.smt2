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
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x276 ((_ extract 31 6) tid.x@A)))
(let (($x280 (= ?x276 (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x285 (and $x257 $x280)))
(or $x285))))))
(check-sat)
