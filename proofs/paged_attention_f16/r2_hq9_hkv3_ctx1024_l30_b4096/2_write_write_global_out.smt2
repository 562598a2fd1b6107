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
(declare-fun epoch!ww_global_out_A () (_ BitVec 32))
(declare-fun width!ww_global_out_A () (_ BitVec 64))
(declare-fun off!ww_global_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_out_B () (_ BitVec 32))
(declare-fun width!ww_global_out_B () (_ BitVec 64))
(declare-fun off!ww_global_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_out_B () (_ BitVec 32))
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
 (bvult ctaid.z@A (_ bv2 32)))
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
 (let ((?x2875 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2864 (mem!block_tables!32 (bvadd ?x2875 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2864) (bvule ?x2864 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3882 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3863 (mem!block_tables!32 (bvadd ?x3882 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3863) (bvule ?x3863 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4895 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4872 (mem!block_tables!32 (bvadd ?x4895 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4872) (bvule ?x4872 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5915 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5884 (mem!block_tables!32 (bvadd ?x5915 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5884) (bvule ?x5884 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6940 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6941 (mem!block_tables!32 (bvadd ?x6940 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6941) (bvule ?x6941 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7972 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7960 (mem!block_tables!32 (bvadd ?x7972 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7960) (bvule ?x7960 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9012 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9006 (mem!block_tables!32 (bvadd ?x9012 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9006) (bvule ?x9006 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12644 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12664 (concat (bvadd ?x544 (concat (_ bv0 30) ?x12644)) (_ bv0 2))))
 (let ((?x12631 (mem!block_tables!32 (bvadd ?x12664 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12631) (bvule ?x12631 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv2 32)))
(assert
 (let ((?x8378 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8378) (bvule ?x8378 (_ bv1024 32)))))
(assert
 (let ((?x7358 ((_ extract 31 4) tid.x@B)))
 (let ((?x5302 (concat (_ bv0 34) ?x7358)))
 (let ((?x6332 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7347 (concat (bvadd ?x6332 ?x5302) (_ bv0 2))))
 (let ((?x9419 (mem!block_tables!32 (bvadd ?x7347 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9419) (bvule ?x9419 (_ bv4095 32)))))))))
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
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x7358 ((_ extract 31 4) tid.x@B)))
 (let ((?x8390 (concat (_ bv0 4) ?x7358)))
 (let ((?x9430 ((_ extract 31 0) v2904@B)))
 (let ((?x1075 (bvmul (_ bv8 32) ?x9430)))
 (let ((?x6332 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8389 (concat (bvadd ?x6332 (concat (_ bv0 30) (bvadd ?x1075 ?x8390))) (_ bv0 2))))
 (let ((?x1073 (mem!block_tables!32 (bvadd ?x8389 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1073) (bvule ?x1073 (_ bv4095 32)))))))))))
(assert
 (let ((?x357 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x360 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x357 (_ bv0 6))) (_ bv0 1))))
 (let (($x237 (= off!ww_global_out_A ?x360)))
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x285 (and $x256 $x280)))
 (let (($x210 (and $x285 $x237 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x210))))))))))
(assert
 (let ((?x7344 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x9416 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x4285 (concat (_ bv0 31) tid.x@B)))
 (let ((?x6318 (concat (bvadd ?x4285 (concat (bvadd ?x9416 ?x7344) (_ bv0 6))) (_ bv0 1))))
 (let (($x3279 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x4286 (and $x256 $x3279)))
 (let (($x1781 (and $x4286 (= off!ww_global_out_B ?x6318) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x1781)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x71 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let (($x1911 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x1911 $x71))))
(check-sat)
