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
(declare-fun v3442@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v3442@B () (_ BitVec 64))
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
 (bvult ctaid.z@A (_ bv64 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x414 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x386 (mem!block_tables!32 (bvadd ?x414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x386) (bvule ?x386 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x414 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x386 (mem!block_tables!32 (bvadd ?x414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x386) (bvule ?x386 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3304 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3295 (mem!block_tables!32 (bvadd ?x3304 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3295) (bvule ?x3295 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4316 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4320 (mem!block_tables!32 (bvadd ?x4316 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4320) (bvule ?x4320 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5334 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5337 (mem!block_tables!32 (bvadd ?x5334 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5337) (bvule ?x5337 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6360 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6343 (mem!block_tables!32 (bvadd ?x6360 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6343) (bvule ?x6343 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7390 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7370 (mem!block_tables!32 (bvadd ?x7390 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7370) (bvule ?x7370 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8428 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8404 (mem!block_tables!32 (bvadd ?x8428 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8404) (bvule ?x8404 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9473 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9456 (mem!block_tables!32 (bvadd ?x9473 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9456) (bvule ?x9456 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14008 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14028 (concat (bvadd ?x408 (concat (_ bv0 30) ?x14008)) (_ bv0 2))))
 (let ((?x14030 (mem!block_tables!32 (bvadd ?x14028 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14030) (bvule ?x14030 (_ bv4095 32))))))))
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
 (let ((?x7750 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7750) (bvule ?x7750 (_ bv1024 32)))))
(assert
 (let ((?x6732 ((_ extract 31 4) tid.x@B)))
 (let ((?x4677 (concat (_ bv0 34) ?x6732)))
 (let ((?x5705 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6721 (concat (bvadd ?x5705 ?x4677) (_ bv0 2))))
 (let ((?x8789 (mem!block_tables!32 (bvadd ?x6721 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8789) (bvule ?x8789 (_ bv4095 32)))))))))
(assert
 (let ((?x6732 ((_ extract 31 4) tid.x@B)))
 (let ((?x4677 (concat (_ bv0 34) ?x6732)))
 (let ((?x5705 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6721 (concat (bvadd ?x5705 ?x4677) (_ bv0 2))))
 (let ((?x8789 (mem!block_tables!32 (bvadd ?x6721 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8789) (bvule ?x8789 (_ bv4095 32)))))))))
(assert
 (let ((?x4678 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x5705 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6722 (concat (bvadd ?x5705 ?x4678) (_ bv0 2))))
 (let ((?x8790 (mem!block_tables!32 (bvadd ?x6722 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8790) (bvule ?x8790 (_ bv4095 32))))))))
(assert
 (let ((?x1429 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x5705 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4679 (concat (bvadd ?x5705 ?x1429) (_ bv0 2))))
 (let ((?x6723 (mem!block_tables!32 (bvadd ?x4679 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6723) (bvule ?x6723 (_ bv4095 32))))))))
(assert
 (let ((?x5705 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1431 (concat (bvadd ?x5705 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4680 (mem!block_tables!32 (bvadd ?x1431 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4680) (bvule ?x4680 (_ bv4095 32)))))))
(assert
 (let ((?x5705 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8794 (concat (bvadd ?x5705 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x1433 (mem!block_tables!32 (bvadd ?x8794 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1433) (bvule ?x1433 (_ bv4095 32)))))))
(assert
 (let ((?x4683 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x5705 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6727 (concat (bvadd ?x5705 ?x4683) (_ bv0 2))))
 (let ((?x8795 (mem!block_tables!32 (bvadd ?x6727 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8795) (bvule ?x8795 (_ bv4095 32))))))))
(assert
 (let ((?x1439 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x5705 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4684 (concat (bvadd ?x5705 ?x1439) (_ bv0 2))))
 (let ((?x6728 (mem!block_tables!32 (bvadd ?x4684 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6728) (bvule ?x6728 (_ bv4095 32))))))))
(assert
 (let ((?x5705 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1441 (concat (bvadd ?x5705 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4685 (mem!block_tables!32 (bvadd ?x1441 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4685) (bvule ?x4685 (_ bv4095 32)))))))
(assert
 (bvule v3442@B (_ bv6 64)))
(assert
 (let ((?x6732 ((_ extract 31 4) tid.x@B)))
 (let ((?x7762 (concat (_ bv0 4) ?x6732)))
 (let ((?x8800 ((_ extract 31 0) v3442@B)))
 (let ((?x9845 (bvmul (_ bv8 32) ?x8800)))
 (let ((?x5705 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7761 (concat (bvadd ?x5705 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x9845 ?x7762))) (_ bv0 2))))
 (let ((?x9844 (mem!block_tables!32 (bvadd ?x7761 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9844) (bvule ?x9844 (_ bv4095 32)))))))))))
(assert
 (let (($x2150 (= ctaid.z@A ctaid.z@B)))
 (let (($x2149 (= ctaid.y@A ctaid.y@B)))
 (let (($x2242 (= ctaid.x@A ctaid.x@B)))
 (and $x2242 $x2149 $x2150)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x9393 (and (distinct $x257 $x257) true)))
(or $x9393 $x9393 $x9393 $x9393 $x9393 $x9393))))
(check-sat)
