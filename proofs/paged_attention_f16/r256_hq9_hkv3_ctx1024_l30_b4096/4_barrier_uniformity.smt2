; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun v2904@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2904@B () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
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
 (bvult ctaid.z@A (_ bv256 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x523 (mem!block_tables!32 (bvadd ?x551 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x523) (bvule ?x523 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2819 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2808 (mem!block_tables!32 (bvadd ?x2819 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2808) (bvule ?x2808 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3826 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3807 (mem!block_tables!32 (bvadd ?x3826 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3807) (bvule ?x3807 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4839 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4816 (mem!block_tables!32 (bvadd ?x4839 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4816) (bvule ?x4816 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5859 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5828 (mem!block_tables!32 (bvadd ?x5859 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5828) (bvule ?x5828 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6884 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6885 (mem!block_tables!32 (bvadd ?x6884 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6885) (bvule ?x6885 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7916 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7904 (mem!block_tables!32 (bvadd ?x7916 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7904) (bvule ?x7904 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8956 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8950 (mem!block_tables!32 (bvadd ?x8956 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8950) (bvule ?x8950 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12588 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12608 (concat (bvadd ?x545 (concat (_ bv0 30) ?x12588)) (_ bv0 2))))
 (let ((?x12575 (mem!block_tables!32 (bvadd ?x12608 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12575) (bvule ?x12575 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv256 32)))
(assert
 (let ((?x8322 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8322) (bvule ?x8322 (_ bv1024 32)))))
(assert
 (let ((?x7302 ((_ extract 31 4) tid.x@B)))
 (let ((?x5246 (concat (_ bv0 34) ?x7302)))
 (let ((?x6276 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7291 (concat (bvadd ?x6276 ?x5246) (_ bv0 2))))
 (let ((?x9363 (mem!block_tables!32 (bvadd ?x7291 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9363) (bvule ?x9363 (_ bv4095 32)))))))))
(assert
 (let ((?x5247 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6276 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7292 (concat (bvadd ?x6276 ?x5247) (_ bv0 2))))
 (let ((?x9364 (mem!block_tables!32 (bvadd ?x7292 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9364) (bvule ?x9364 (_ bv4095 32))))))))
(assert
 (let ((?x3228 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6276 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5248 (concat (bvadd ?x6276 ?x3228) (_ bv0 2))))
 (let ((?x7293 (mem!block_tables!32 (bvadd ?x5248 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7293) (bvule ?x7293 (_ bv4095 32))))))))
(assert
 (let ((?x6276 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3229 (concat (bvadd ?x6276 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5249 (mem!block_tables!32 (bvadd ?x3229 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5249) (bvule ?x5249 (_ bv4095 32)))))))
(assert
 (let ((?x6276 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9368 (concat (bvadd ?x6276 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3230 (mem!block_tables!32 (bvadd ?x9368 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3230) (bvule ?x3230 (_ bv4095 32)))))))
(assert
 (let ((?x5252 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6276 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7297 (concat (bvadd ?x6276 ?x5252) (_ bv0 2))))
 (let ((?x9369 (mem!block_tables!32 (bvadd ?x7297 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9369) (bvule ?x9369 (_ bv4095 32))))))))
(assert
 (let ((?x3233 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6276 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5253 (concat (bvadd ?x6276 ?x3233) (_ bv0 2))))
 (let ((?x7298 (mem!block_tables!32 (bvadd ?x5253 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7298) (bvule ?x7298 (_ bv4095 32))))))))
(assert
 (let ((?x6276 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3234 (concat (bvadd ?x6276 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5254 (mem!block_tables!32 (bvadd ?x3234 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5254) (bvule ?x5254 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x7302 ((_ extract 31 4) tid.x@B)))
 (let ((?x8334 (concat (_ bv0 4) ?x7302)))
 (let ((?x9374 ((_ extract 31 0) v2904@B)))
 (let ((?x1076 (bvmul (_ bv8 32) ?x9374)))
 (let ((?x6276 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8333 (concat (bvadd ?x6276 (concat (_ bv0 30) (bvadd ?x1076 ?x8334))) (_ bv0 2))))
 (let ((?x1074 (mem!block_tables!32 (bvadd ?x8333 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1074) (bvule ?x1074 (_ bv4095 32)))))))))))
(assert
 (let (($x243 (= ctaid.z@A ctaid.z@B)))
 (let (($x242 (= ctaid.y@A ctaid.y@B)))
 (let (($x165 (= ctaid.x@A ctaid.x@B)))
 (and $x165 $x242 $x243)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x15795 (and (distinct $x257 $x257) true)))
(or $x15795 $x15795 $x15795 $x15795 $x15795 $x15795))))
(check-sat)
