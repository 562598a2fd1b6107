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
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x1660 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1660) (bvule ?x1660 (_ bv1024 32)))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1869 (concat (bvadd ?x1864 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1850 (mem!block_tables!32 (bvadd ?x1869 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1850) (bvule ?x1850 (_ bv4095 32)))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4787 (concat (bvadd ?x1864 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3270 (mem!block_tables!32 (bvadd ?x4787 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3270) (bvule ?x3270 (_ bv4095 32)))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12685 (concat (bvadd ?x1864 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x11172 (mem!block_tables!32 (bvadd ?x12685 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11172) (bvule ?x11172 (_ bv4095 32)))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23126 (concat (bvadd ?x1864 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x17437 (mem!block_tables!32 (bvadd ?x23126 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17437) (bvule ?x17437 (_ bv4095 32)))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25413 (concat (bvadd ?x1864 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15996 (mem!block_tables!32 (bvadd ?x25413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15996) (bvule ?x15996 (_ bv4095 32)))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x17741 (concat (bvadd ?x1864 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x18947 (mem!block_tables!32 (bvadd ?x17741 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18947) (bvule ?x18947 (_ bv4095 32)))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15964 (concat (bvadd ?x1864 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x12010 (mem!block_tables!32 (bvadd ?x15964 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12010) (bvule ?x12010 (_ bv4095 32)))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13343 (concat (bvadd ?x1864 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14323 (mem!block_tables!32 (bvadd ?x13343 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14323) (bvule ?x14323 (_ bv4095 32)))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28573 (concat (bvadd ?x1864 (concat (_ bv0 36) ((_ extract 31 6) tid.x@B))) (_ bv0 2))))
 (let ((?x23267 (mem!block_tables!32 (bvadd ?x28573 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23267) (bvule ?x23267 (_ bv4095 32)))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25751 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x28700 (concat ?x25751 (_ bv0 2))))
 (let ((?x28062 (mem!block_tables!32 (bvadd ?x28700 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28062) (bvule ?x28062 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x19479 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x25074 (concat ?x19479 (_ bv0 2))))
 (let ((?x25273 (mem!block_tables!32 (bvadd ?x25074 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25273) (bvule ?x25273 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25033 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x22978 (concat ?x25033 (_ bv0 2))))
 (let ((?x19264 (mem!block_tables!32 (bvadd ?x22978 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19264) (bvule ?x19264 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6214 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x1350 (concat ?x6214 (_ bv0 2))))
 (let ((?x6216 (mem!block_tables!32 (bvadd ?x1350 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6216) (bvule ?x6216 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24087 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27770 (concat ?x24087 (_ bv0 2))))
 (let ((?x20174 (mem!block_tables!32 (bvadd ?x27770 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20174) (bvule ?x20174 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27375 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x18126 (concat ?x27375 (_ bv0 2))))
 (let ((?x14258 (mem!block_tables!32 (bvadd ?x18126 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14258) (bvule ?x14258 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x21217 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27440 (concat ?x21217 (_ bv0 2))))
 (let ((?x27231 (mem!block_tables!32 (bvadd ?x27440 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27231) (bvule ?x27231 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23479 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x26613 (concat ?x23479 (_ bv0 2))))
 (let ((?x27009 (mem!block_tables!32 (bvadd ?x26613 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27009) (bvule ?x27009 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12300 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x16500 (concat ?x12300 (_ bv0 2))))
 (let ((?x11575 (mem!block_tables!32 (bvadd ?x16500 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11575) (bvule ?x11575 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x21389 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x20333 (concat ?x21389 (_ bv0 2))))
 (let ((?x25807 (mem!block_tables!32 (bvadd ?x20333 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25807) (bvule ?x25807 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x22526 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x15422 (concat ?x22526 (_ bv0 2))))
 (let ((?x14106 (mem!block_tables!32 (bvadd ?x15422 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14106) (bvule ?x14106 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x17325 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x16709 (concat ?x17325 (_ bv0 2))))
 (let ((?x26264 (mem!block_tables!32 (bvadd ?x16709 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26264) (bvule ?x26264 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4556 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x1200 (concat ?x4556 (_ bv0 2))))
 (let ((?x3841 (mem!block_tables!32 (bvadd ?x1200 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3841) (bvule ?x3841 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3033 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x7573 (concat ?x3033 (_ bv0 2))))
 (let ((?x7566 (mem!block_tables!32 (bvadd ?x7573 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7566) (bvule ?x7566 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30302 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x30320 (concat ?x30302 (_ bv0 2))))
 (let ((?x3754 (mem!block_tables!32 (bvadd ?x30320 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3754) (bvule ?x3754 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28966 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x29387 (concat ?x28966 (_ bv0 2))))
 (let ((?x29041 (mem!block_tables!32 (bvadd ?x29387 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29041) (bvule ?x29041 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30623 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x30650 (concat ?x30623 (_ bv0 2))))
 (let ((?x30768 (mem!block_tables!32 (bvadd ?x30650 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30768) (bvule ?x30768 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x31311 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x31478 (concat ?x31311 (_ bv0 2))))
 (let ((?x31313 (mem!block_tables!32 (bvadd ?x31478 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31313) (bvule ?x31313 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x31972 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32064 (concat ?x31972 (_ bv0 2))))
 (let ((?x31889 (mem!block_tables!32 (bvadd ?x32064 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31889) (bvule ?x31889 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32605 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32702 (concat ?x32605 (_ bv0 2))))
 (let ((?x32257 (mem!block_tables!32 (bvadd ?x32702 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32257) (bvule ?x32257 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33287 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33282 (concat ?x33287 (_ bv0 2))))
 (let ((?x32982 (mem!block_tables!32 (bvadd ?x33282 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32982) (bvule ?x32982 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33886 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33746 (concat ?x33886 (_ bv0 2))))
 (let ((?x33751 (mem!block_tables!32 (bvadd ?x33746 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x33751) (bvule ?x33751 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34219 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34415 (concat ?x34219 (_ bv0 2))))
 (let ((?x34373 (mem!block_tables!32 (bvadd ?x34415 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34373) (bvule ?x34373 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34875 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34910 (concat ?x34875 (_ bv0 2))))
 (let ((?x34993 (mem!block_tables!32 (bvadd ?x34910 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34993) (bvule ?x34993 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35451 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35345 (concat ?x35451 (_ bv0 2))))
 (let ((?x35499 (mem!block_tables!32 (bvadd ?x35345 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x35499) (bvule ?x35499 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35944 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35955 (concat ?x35944 (_ bv0 2))))
 (let ((?x36249 (mem!block_tables!32 (bvadd ?x35955 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36249) (bvule ?x36249 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36523 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x36413 (concat ?x36523 (_ bv0 2))))
 (let ((?x36624 (mem!block_tables!32 (bvadd ?x36413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36624) (bvule ?x36624 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37017 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37292 (concat ?x37017 (_ bv0 2))))
 (let ((?x37405 (mem!block_tables!32 (bvadd ?x37292 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37405) (bvule ?x37405 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37710 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37543 (concat ?x37710 (_ bv0 2))))
 (let ((?x37610 (mem!block_tables!32 (bvadd ?x37543 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37610) (bvule ?x37610 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38136 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x38283 (concat ?x38136 (_ bv0 2))))
 (let ((?x38639 (mem!block_tables!32 (bvadd ?x38283 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38639) (bvule ?x38639 (_ bv4095 32))))))))
(assert
 (let ((?x1864 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38876 (bvadd ?x1864 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x39216 (concat ?x38876 (_ bv0 2))))
 (let ((?x38894 (mem!block_tables!32 (bvadd ?x39216 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38894) (bvule ?x38894 (_ bv4095 32))))))))
(assert
 (let (($x3608 (= ctaid.z@A ctaid.z@B)))
 (let (($x794 (= ctaid.y@A ctaid.y@B)))
 (let (($x2859 (= ctaid.x@A ctaid.x@B)))
 (and $x2859 $x794 $x3608)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x254 (= param!power (_ bv1 32))))
(let (($x6155 (and (distinct $x254 $x254) true)))
(or $x6155 $x6155 $x6155 $x6155 $x6155 $x6155))))
(check-sat)
