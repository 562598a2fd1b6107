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
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv1024 32)))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x549 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x521 (mem!block_tables!32 (bvadd ?x549 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x521) (bvule ?x521 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2641 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2630 (mem!block_tables!32 (bvadd ?x2641 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2630) (bvule ?x2630 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3389 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3358 (mem!block_tables!32 (bvadd ?x3389 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3358) (bvule ?x3358 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4137 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4110 (mem!block_tables!32 (bvadd ?x4137 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4110) (bvule ?x4110 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4886 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4816 (mem!block_tables!32 (bvadd ?x4886 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4816) (bvule ?x4816 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5641 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5645 (mem!block_tables!32 (bvadd ?x5641 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5645) (bvule ?x5645 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6389 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6198 (mem!block_tables!32 (bvadd ?x6389 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6198) (bvule ?x6198 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7134 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7033 (mem!block_tables!32 (bvadd ?x7134 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7033) (bvule ?x7033 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8449 (concat (bvadd ?x543 (concat (_ bv0 36) ((_ extract 31 6) tid.x@A))) (_ bv0 2))))
 (let ((?x8422 (mem!block_tables!32 (bvadd ?x8449 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8422) (bvule ?x8422 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9189 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9361 (concat ?x9189 (_ bv0 2))))
 (let ((?x9343 (mem!block_tables!32 (bvadd ?x9361 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9343) (bvule ?x9343 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9991 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9985 (concat ?x9991 (_ bv0 2))))
 (let ((?x10047 (mem!block_tables!32 (bvadd ?x9985 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10047) (bvule ?x10047 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10460 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x10453 (concat ?x10460 (_ bv0 2))))
 (let ((?x10543 (mem!block_tables!32 (bvadd ?x10453 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10543) (bvule ?x10543 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11303 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11312 (concat ?x11303 (_ bv0 2))))
 (let ((?x11155 (mem!block_tables!32 (bvadd ?x11312 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11155) (bvule ?x11155 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11719 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11788 (concat ?x11719 (_ bv0 2))))
 (let ((?x9982 (mem!block_tables!32 (bvadd ?x11788 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9982) (bvule ?x9982 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12415 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x12332 (concat ?x12415 (_ bv0 2))))
 (let ((?x12271 (mem!block_tables!32 (bvadd ?x12332 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12271) (bvule ?x12271 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13092 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13071 (concat ?x13092 (_ bv0 2))))
 (let ((?x13117 (mem!block_tables!32 (bvadd ?x13071 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13117) (bvule ?x13117 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13708 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13703 (concat ?x13708 (_ bv0 2))))
 (let ((?x13647 (mem!block_tables!32 (bvadd ?x13703 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13647) (bvule ?x13647 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14263 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14245 (concat ?x14263 (_ bv0 2))))
 (let ((?x12369 (mem!block_tables!32 (bvadd ?x14245 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12369) (bvule ?x12369 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14944 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14926 (concat ?x14944 (_ bv0 2))))
 (let ((?x14955 (mem!block_tables!32 (bvadd ?x14926 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14955) (bvule ?x14955 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x15383 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x15366 (concat ?x15383 (_ bv0 2))))
 (let ((?x15369 (mem!block_tables!32 (bvadd ?x15366 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15369) (bvule ?x15369 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16249 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16082 (concat ?x16249 (_ bv0 2))))
 (let ((?x16274 (mem!block_tables!32 (bvadd ?x16082 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16274) (bvule ?x16274 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16743 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16608 (concat ?x16743 (_ bv0 2))))
 (let ((?x16814 (mem!block_tables!32 (bvadd ?x16608 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16814) (bvule ?x16814 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x17272 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x17270 (concat ?x17272 (_ bv0 2))))
 (let ((?x17500 (mem!block_tables!32 (bvadd ?x17270 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17500) (bvule ?x17500 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18130 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18115 (concat ?x18130 (_ bv0 2))))
 (let ((?x18186 (mem!block_tables!32 (bvadd ?x18115 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18186) (bvule ?x18186 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18784 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18788 (concat ?x18784 (_ bv0 2))))
 (let ((?x18675 (mem!block_tables!32 (bvadd ?x18788 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18675) (bvule ?x18675 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19402 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19210 (concat ?x19402 (_ bv0 2))))
 (let ((?x19433 (mem!block_tables!32 (bvadd ?x19210 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19433) (bvule ?x19433 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20031 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19839 (concat ?x20031 (_ bv0 2))))
 (let ((?x20045 (mem!block_tables!32 (bvadd ?x19839 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20045) (bvule ?x20045 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20668 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x20574 (concat ?x20668 (_ bv0 2))))
 (let ((?x20554 (mem!block_tables!32 (bvadd ?x20574 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20554) (bvule ?x20554 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21336 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21334 (concat ?x21336 (_ bv0 2))))
 (let ((?x21353 (mem!block_tables!32 (bvadd ?x21334 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21353) (bvule ?x21353 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21847 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21748 (concat ?x21847 (_ bv0 2))))
 (let ((?x21916 (mem!block_tables!32 (bvadd ?x21748 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21916) (bvule ?x21916 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x22588 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x22572 (concat ?x22588 (_ bv0 2))))
 (let ((?x22212 (mem!block_tables!32 (bvadd ?x22572 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22212) (bvule ?x22212 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23099 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23154 (concat ?x23099 (_ bv0 2))))
 (let ((?x23235 (mem!block_tables!32 (bvadd ?x23154 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23235) (bvule ?x23235 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23372 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23814 (concat ?x23372 (_ bv0 2))))
 (let ((?x23839 (mem!block_tables!32 (bvadd ?x23814 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23839) (bvule ?x23839 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24354 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24458 (concat ?x24354 (_ bv0 2))))
 (let ((?x24393 (mem!block_tables!32 (bvadd ?x24458 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24393) (bvule ?x24393 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24858 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24684 (concat ?x24858 (_ bv0 2))))
 (let ((?x24896 (mem!block_tables!32 (bvadd ?x24684 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24896) (bvule ?x24896 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x25603 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x25607 (concat ?x25603 (_ bv0 2))))
 (let ((?x25627 (mem!block_tables!32 (bvadd ?x25607 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25627) (bvule ?x25627 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26131 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26287 (concat ?x26131 (_ bv0 2))))
 (let ((?x26252 (mem!block_tables!32 (bvadd ?x26287 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26252) (bvule ?x26252 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26841 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26798 (concat ?x26841 (_ bv0 2))))
 (let ((?x26769 (mem!block_tables!32 (bvadd ?x26798 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26769) (bvule ?x26769 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27595 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x27334 (concat ?x27595 (_ bv0 2))))
 (let ((?x27672 (mem!block_tables!32 (bvadd ?x27334 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27672) (bvule ?x27672 (_ bv4095 32))))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27916 (bvadd ?x543 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x28258 (concat ?x27916 (_ bv0 2))))
 (let ((?x28045 (mem!block_tables!32 (bvadd ?x28258 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28045) (bvule ?x28045 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x273 ((_ extract 31 6) tid.x@A)))
(let (($x278 (= ?x273 (_ bv0 26))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x283 (and $x254 $x278)))
(or $x283))))))
(check-sat)
