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
 (bvule base!q (_ bv18446744073709547007 64)))
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
 (bvule base!block_tables (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551599 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709547007 64)))
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
 (bvult ctaid.z@A (_ bv4 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x523 (mem!block_tables!32 (bvadd ?x551 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x523) (bvule ?x523 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2625 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2614 (mem!block_tables!32 (bvadd ?x2625 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2614) (bvule ?x2614 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3373 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3342 (mem!block_tables!32 (bvadd ?x3373 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3342) (bvule ?x3342 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4121 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4094 (mem!block_tables!32 (bvadd ?x4121 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4094) (bvule ?x4094 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4870 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4800 (mem!block_tables!32 (bvadd ?x4870 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4800) (bvule ?x4800 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5625 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5629 (mem!block_tables!32 (bvadd ?x5625 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5629) (bvule ?x5629 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6373 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6182 (mem!block_tables!32 (bvadd ?x6373 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6182) (bvule ?x6182 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7118 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7017 (mem!block_tables!32 (bvadd ?x7118 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7017) (bvule ?x7017 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8433 (concat (bvadd ?x545 (concat (_ bv0 36) ((_ extract 31 6) tid.x@A))) (_ bv0 2))))
 (let ((?x8406 (mem!block_tables!32 (bvadd ?x8433 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8406) (bvule ?x8406 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9173 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9345 (concat ?x9173 (_ bv0 2))))
 (let ((?x9327 (mem!block_tables!32 (bvadd ?x9345 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9327) (bvule ?x9327 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9975 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9969 (concat ?x9975 (_ bv0 2))))
 (let ((?x10031 (mem!block_tables!32 (bvadd ?x9969 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10031) (bvule ?x10031 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10444 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x10437 (concat ?x10444 (_ bv0 2))))
 (let ((?x10527 (mem!block_tables!32 (bvadd ?x10437 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10527) (bvule ?x10527 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11287 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11296 (concat ?x11287 (_ bv0 2))))
 (let ((?x11139 (mem!block_tables!32 (bvadd ?x11296 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11139) (bvule ?x11139 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11703 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11772 (concat ?x11703 (_ bv0 2))))
 (let ((?x9966 (mem!block_tables!32 (bvadd ?x11772 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9966) (bvule ?x9966 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12399 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x12316 (concat ?x12399 (_ bv0 2))))
 (let ((?x12255 (mem!block_tables!32 (bvadd ?x12316 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12255) (bvule ?x12255 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13076 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13055 (concat ?x13076 (_ bv0 2))))
 (let ((?x13101 (mem!block_tables!32 (bvadd ?x13055 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13101) (bvule ?x13101 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13692 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13687 (concat ?x13692 (_ bv0 2))))
 (let ((?x13631 (mem!block_tables!32 (bvadd ?x13687 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13631) (bvule ?x13631 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14247 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14229 (concat ?x14247 (_ bv0 2))))
 (let ((?x12353 (mem!block_tables!32 (bvadd ?x14229 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12353) (bvule ?x12353 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14928 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14910 (concat ?x14928 (_ bv0 2))))
 (let ((?x14939 (mem!block_tables!32 (bvadd ?x14910 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14939) (bvule ?x14939 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x15367 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x15350 (concat ?x15367 (_ bv0 2))))
 (let ((?x15353 (mem!block_tables!32 (bvadd ?x15350 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15353) (bvule ?x15353 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16233 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16066 (concat ?x16233 (_ bv0 2))))
 (let ((?x16258 (mem!block_tables!32 (bvadd ?x16066 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16258) (bvule ?x16258 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16727 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16592 (concat ?x16727 (_ bv0 2))))
 (let ((?x16798 (mem!block_tables!32 (bvadd ?x16592 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16798) (bvule ?x16798 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x17256 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x17254 (concat ?x17256 (_ bv0 2))))
 (let ((?x17484 (mem!block_tables!32 (bvadd ?x17254 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17484) (bvule ?x17484 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18114 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18099 (concat ?x18114 (_ bv0 2))))
 (let ((?x18170 (mem!block_tables!32 (bvadd ?x18099 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18170) (bvule ?x18170 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18768 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18772 (concat ?x18768 (_ bv0 2))))
 (let ((?x18659 (mem!block_tables!32 (bvadd ?x18772 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18659) (bvule ?x18659 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19386 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19194 (concat ?x19386 (_ bv0 2))))
 (let ((?x19417 (mem!block_tables!32 (bvadd ?x19194 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19417) (bvule ?x19417 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20015 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19823 (concat ?x20015 (_ bv0 2))))
 (let ((?x20029 (mem!block_tables!32 (bvadd ?x19823 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20029) (bvule ?x20029 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20652 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x20558 (concat ?x20652 (_ bv0 2))))
 (let ((?x20538 (mem!block_tables!32 (bvadd ?x20558 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20538) (bvule ?x20538 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21320 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21318 (concat ?x21320 (_ bv0 2))))
 (let ((?x21337 (mem!block_tables!32 (bvadd ?x21318 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21337) (bvule ?x21337 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21831 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21732 (concat ?x21831 (_ bv0 2))))
 (let ((?x21900 (mem!block_tables!32 (bvadd ?x21732 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21900) (bvule ?x21900 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x22572 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x22556 (concat ?x22572 (_ bv0 2))))
 (let ((?x22196 (mem!block_tables!32 (bvadd ?x22556 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22196) (bvule ?x22196 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23083 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23138 (concat ?x23083 (_ bv0 2))))
 (let ((?x23219 (mem!block_tables!32 (bvadd ?x23138 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23219) (bvule ?x23219 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23356 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23798 (concat ?x23356 (_ bv0 2))))
 (let ((?x23823 (mem!block_tables!32 (bvadd ?x23798 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23823) (bvule ?x23823 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24338 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24442 (concat ?x24338 (_ bv0 2))))
 (let ((?x24377 (mem!block_tables!32 (bvadd ?x24442 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24377) (bvule ?x24377 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24842 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24668 (concat ?x24842 (_ bv0 2))))
 (let ((?x24880 (mem!block_tables!32 (bvadd ?x24668 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24880) (bvule ?x24880 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x25587 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x25591 (concat ?x25587 (_ bv0 2))))
 (let ((?x25611 (mem!block_tables!32 (bvadd ?x25591 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25611) (bvule ?x25611 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26115 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26271 (concat ?x26115 (_ bv0 2))))
 (let ((?x26236 (mem!block_tables!32 (bvadd ?x26271 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26236) (bvule ?x26236 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26825 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26782 (concat ?x26825 (_ bv0 2))))
 (let ((?x26753 (mem!block_tables!32 (bvadd ?x26782 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26753) (bvule ?x26753 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27579 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x27318 (concat ?x27579 (_ bv0 2))))
 (let ((?x27656 (mem!block_tables!32 (bvadd ?x27318 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27656) (bvule ?x27656 (_ bv4095 32))))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27900 (bvadd ?x545 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x28242 (concat ?x27900 (_ bv0 2))))
 (let ((?x28029 (mem!block_tables!32 (bvadd ?x28242 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28029) (bvule ?x28029 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv4 32)))
(assert
 (let ((?x1662 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1662) (bvule ?x1662 (_ bv1024 32)))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1871 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1852 (mem!block_tables!32 (bvadd ?x1871 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1852) (bvule ?x1852 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4448 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x2929 (mem!block_tables!32 (bvadd ?x4448 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2929) (bvule ?x2929 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12526 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x11725 (mem!block_tables!32 (bvadd ?x12526 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11725) (bvule ?x11725 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23038 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x17204 (mem!block_tables!32 (bvadd ?x23038 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17204) (bvule ?x17204 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25274 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15952 (mem!block_tables!32 (bvadd ?x25274 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15952) (bvule ?x15952 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x17243 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x18453 (mem!block_tables!32 (bvadd ?x17243 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18453) (bvule ?x18453 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16062 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x12256 (mem!block_tables!32 (bvadd ?x16062 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12256) (bvule ?x12256 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13080 (concat (bvadd ?x1866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x13926 (mem!block_tables!32 (bvadd ?x13080 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13926) (bvule ?x13926 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28026 (concat (bvadd ?x1866 (concat (_ bv0 36) ((_ extract 31 6) tid.x@B))) (_ bv0 2))))
 (let ((?x23176 (mem!block_tables!32 (bvadd ?x28026 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23176) (bvule ?x23176 (_ bv4095 32)))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x25560 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x28046 (concat ?x25560 (_ bv0 2))))
 (let ((?x27877 (mem!block_tables!32 (bvadd ?x28046 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27877) (bvule ?x27877 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x19107 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x24772 (concat ?x19107 (_ bv0 2))))
 (let ((?x24978 (mem!block_tables!32 (bvadd ?x24772 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24978) (bvule ?x24978 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24866 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x22762 (concat ?x24866 (_ bv0 2))))
 (let ((?x18890 (mem!block_tables!32 (bvadd ?x22762 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18890) (bvule ?x18890 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5449 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x7724 (concat ?x5449 (_ bv0 2))))
 (let ((?x3931 (mem!block_tables!32 (bvadd ?x7724 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3931) (bvule ?x3931 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23978 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27351 (concat ?x23978 (_ bv0 2))))
 (let ((?x19848 (mem!block_tables!32 (bvadd ?x27351 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19848) (bvule ?x19848 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26714 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x17968 (concat ?x26714 (_ bv0 2))))
 (let ((?x13776 (mem!block_tables!32 (bvadd ?x17968 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13776) (bvule ?x13776 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x20978 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27462 (concat ?x20978 (_ bv0 2))))
 (let ((?x27301 (mem!block_tables!32 (bvadd ?x27462 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27301) (bvule ?x27301 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23531 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27882 (concat ?x23531 (_ bv0 2))))
 (let ((?x26921 (mem!block_tables!32 (bvadd ?x27882 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26921) (bvule ?x26921 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12073 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x16421 (concat ?x12073 (_ bv0 2))))
 (let ((?x11023 (mem!block_tables!32 (bvadd ?x16421 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11023) (bvule ?x11023 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x20983 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x20133 (concat ?x20983 (_ bv0 2))))
 (let ((?x25053 (mem!block_tables!32 (bvadd ?x20133 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25053) (bvule ?x25053 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x22181 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x19425 (concat ?x22181 (_ bv0 2))))
 (let ((?x13784 (mem!block_tables!32 (bvadd ?x19425 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13784) (bvule ?x13784 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16611 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x15422 (concat ?x16611 (_ bv0 2))))
 (let ((?x12897 (mem!block_tables!32 (bvadd ?x15422 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12897) (bvule ?x12897 (_ bv4095 32))))))))
(assert
 (let ((?x1204 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B))))))
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3100 (concat (bvadd ?x1866 ?x1204) (_ bv0 2))))
 (let ((?x5242 (mem!block_tables!32 (bvadd ?x3100 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5242) (bvule ?x5242 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3012 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x3791 (concat ?x3012 (_ bv0 2))))
 (let ((?x5303 (mem!block_tables!32 (bvadd ?x3791 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5303) (bvule ?x5303 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30190 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x4476 (concat ?x30190 (_ bv0 2))))
 (let ((?x30282 (mem!block_tables!32 (bvadd ?x4476 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30282) (bvule ?x30282 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28951 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x29344 (concat ?x28951 (_ bv0 2))))
 (let ((?x29010 (mem!block_tables!32 (bvadd ?x29344 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29010) (bvule ?x29010 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30751 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x30748 (concat ?x30751 (_ bv0 2))))
 (let ((?x30822 (mem!block_tables!32 (bvadd ?x30748 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30822) (bvule ?x30822 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x31464 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x31489 (concat ?x31464 (_ bv0 2))))
 (let ((?x31203 (mem!block_tables!32 (bvadd ?x31489 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31203) (bvule ?x31203 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32104 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32091 (concat ?x32104 (_ bv0 2))))
 (let ((?x31925 (mem!block_tables!32 (bvadd ?x32091 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31925) (bvule ?x31925 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32510 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32299 (concat ?x32510 (_ bv0 2))))
 (let ((?x32578 (mem!block_tables!32 (bvadd ?x32299 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32578) (bvule ?x32578 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33291 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33295 (concat ?x33291 (_ bv0 2))))
 (let ((?x33155 (mem!block_tables!32 (bvadd ?x33295 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x33155) (bvule ?x33155 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33758 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33671 (concat ?x33758 (_ bv0 2))))
 (let ((?x33910 (mem!block_tables!32 (bvadd ?x33671 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x33910) (bvule ?x33910 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34110 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34378 (concat ?x34110 (_ bv0 2))))
 (let ((?x34364 (mem!block_tables!32 (bvadd ?x34378 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34364) (bvule ?x34364 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34493 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34978 (concat ?x34493 (_ bv0 2))))
 (let ((?x34868 (mem!block_tables!32 (bvadd ?x34978 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34868) (bvule ?x34868 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35400 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35327 (concat ?x35400 (_ bv0 2))))
 (let ((?x35277 (mem!block_tables!32 (bvadd ?x35327 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x35277) (bvule ?x35277 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35931 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x36066 (concat ?x35931 (_ bv0 2))))
 (let ((?x35887 (mem!block_tables!32 (bvadd ?x36066 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x35887) (bvule ?x35887 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36544 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x36711 (concat ?x36544 (_ bv0 2))))
 (let ((?x36474 (mem!block_tables!32 (bvadd ?x36711 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36474) (bvule ?x36474 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37262 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37263 (concat ?x37262 (_ bv0 2))))
 (let ((?x37391 (mem!block_tables!32 (bvadd ?x37263 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37391) (bvule ?x37391 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37738 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37778 (concat ?x37738 (_ bv0 2))))
 (let ((?x37859 (mem!block_tables!32 (bvadd ?x37778 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37859) (bvule ?x37859 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38289 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x38375 (concat ?x38289 (_ bv0 2))))
 (let ((?x38625 (mem!block_tables!32 (bvadd ?x38375 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38625) (bvule ?x38625 (_ bv4095 32))))))))
(assert
 (let ((?x1866 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38862 (bvadd ?x1866 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x39202 (concat ?x38862 (_ bv0 2))))
 (let ((?x38880 (mem!block_tables!32 (bvadd ?x39202 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38880) (bvule ?x38880 (_ bv4095 32))))))))
(assert
 (let (($x4049 (= ctaid.z@A ctaid.z@B)))
 (let (($x6579 (= ctaid.y@A ctaid.y@B)))
 (let (($x7258 (= ctaid.x@A ctaid.x@B)))
 (and $x7258 $x6579 $x4049)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x19393 (and (distinct $x257 $x257) true)))
(or $x19393 $x19393 $x19393 $x19393 $x19393 $x19393))))
(check-sat)
