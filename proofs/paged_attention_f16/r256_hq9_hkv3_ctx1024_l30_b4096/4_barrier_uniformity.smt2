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
(declare-fun v2524@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2524@B () (_ BitVec 64))
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
 (bvule v2524@A (_ bv31 64)))
(assert
 (let ((?x11395 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v2524@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11428 (concat (bvadd ?x545 (concat (_ bv0 30) ?x11395)) (_ bv0 2))))
 (let ((?x11420 (mem!block_tables!32 (bvadd ?x11428 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11420) (bvule ?x11420 (_ bv4095 32))))))))
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
 (let ((?x9418 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9418) (bvule ?x9418 (_ bv1024 32)))))
(assert
 (let ((?x6332 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8379 (concat (bvadd ?x6332 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1166 (mem!block_tables!32 (bvadd ?x8379 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1166) (bvule ?x1166 (_ bv4095 32)))))))
(assert
 (let ((?x5303 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6332 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7348 (concat (bvadd ?x6332 ?x5303) (_ bv0 2))))
 (let ((?x9420 (mem!block_tables!32 (bvadd ?x7348 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9420) (bvule ?x9420 (_ bv4095 32))))))))
(assert
 (let ((?x3284 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6332 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5304 (concat (bvadd ?x6332 ?x3284) (_ bv0 2))))
 (let ((?x7349 (mem!block_tables!32 (bvadd ?x5304 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7349) (bvule ?x7349 (_ bv4095 32))))))))
(assert
 (let ((?x6332 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3285 (concat (bvadd ?x6332 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5305 (mem!block_tables!32 (bvadd ?x3285 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5305) (bvule ?x5305 (_ bv4095 32)))))))
(assert
 (let ((?x6332 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9424 (concat (bvadd ?x6332 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3286 (mem!block_tables!32 (bvadd ?x9424 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3286) (bvule ?x3286 (_ bv4095 32)))))))
(assert
 (let ((?x5308 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6332 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7353 (concat (bvadd ?x6332 ?x5308) (_ bv0 2))))
 (let ((?x9425 (mem!block_tables!32 (bvadd ?x7353 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9425) (bvule ?x9425 (_ bv4095 32))))))))
(assert
 (let ((?x3289 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6332 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5309 (concat (bvadd ?x6332 ?x3289) (_ bv0 2))))
 (let ((?x7354 (mem!block_tables!32 (bvadd ?x5309 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7354) (bvule ?x7354 (_ bv4095 32))))))))
(assert
 (let ((?x6332 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3290 (concat (bvadd ?x6332 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5310 (mem!block_tables!32 (bvadd ?x3290 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5310) (bvule ?x5310 (_ bv4095 32)))))))
(assert
 (bvule v2524@B (_ bv31 64)))
(assert
 (let ((?x7358 ((_ extract 31 6) tid.x@B)))
 (let ((?x8390 (concat (_ bv0 6) ?x7358)))
 (let ((?x9430 ((_ extract 31 0) v2524@B)))
 (let ((?x1188 (bvmul (_ bv2 32) ?x9430)))
 (let ((?x6332 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8389 (concat (bvadd ?x6332 (concat (_ bv0 30) (bvadd ?x1188 ?x8390))) (_ bv0 2))))
 (let ((?x1186 (mem!block_tables!32 (bvadd ?x8389 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1186) (bvule ?x1186 (_ bv4095 32)))))))))))
(assert
 (let (($x1729 (= ctaid.z@A ctaid.z@B)))
 (let (($x1761 (= ctaid.y@A ctaid.y@B)))
 (let (($x1724 (= ctaid.x@A ctaid.x@B)))
 (and $x1724 $x1761 $x1729)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x13365 (and (distinct $x257 $x257) true)))
(or $x13365 $x13365 $x13365 $x13365 $x13365 $x13365))))
(check-sat)
