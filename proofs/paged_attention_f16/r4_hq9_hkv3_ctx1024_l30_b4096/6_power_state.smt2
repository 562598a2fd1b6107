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
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x275 ((_ extract 31 6) tid.x@A)))
(let (($x280 (= ?x275 (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x285 (and $x257 $x280)))
(or $x285))))))
(check-sat)
