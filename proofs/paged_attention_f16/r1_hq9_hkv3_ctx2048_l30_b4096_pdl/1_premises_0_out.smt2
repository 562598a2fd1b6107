; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(declare-fun pelem0_2 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x263 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x263) (bvule ?x263 (_ bv2048 32)))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x477 (mem!block_tables!32 (bvadd ?x492 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x477) (bvule ?x477 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1944 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1935 (mem!block_tables!32 (bvadd ?x1944 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1935) (bvule ?x1935 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2450 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2442 (mem!block_tables!32 (bvadd ?x2450 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2442) (bvule ?x2442 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2956 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2931 (mem!block_tables!32 (bvadd ?x2956 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2931) (bvule ?x2931 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3476 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3472 (mem!block_tables!32 (bvadd ?x3476 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3472) (bvule ?x3472 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3998 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3979 (mem!block_tables!32 (bvadd ?x3998 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3979) (bvule ?x3979 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4525 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4501 (mem!block_tables!32 (bvadd ?x4525 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4501) (bvule ?x4501 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5060 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5036 (mem!block_tables!32 (bvadd ?x5060 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5036) (bvule ?x5036 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5605 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1024 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5596 (mem!block_tables!32 (bvadd ?x5605 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5596) (bvule ?x5596 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6153 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1152 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6129 (mem!block_tables!32 (bvadd ?x6153 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6129) (bvule ?x6129 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6706 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1280 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6694 (mem!block_tables!32 (bvadd ?x6706 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6694) (bvule ?x6694 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7268 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1408 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7273 (mem!block_tables!32 (bvadd ?x7268 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7273) (bvule ?x7273 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7837 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1536 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7828 (mem!block_tables!32 (bvadd ?x7837 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7828) (bvule ?x7828 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8413 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1664 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8404 (mem!block_tables!32 (bvadd ?x8413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8404) (bvule ?x8404 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8995 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1792 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8974 (mem!block_tables!32 (bvadd ?x8995 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8974) (bvule ?x8974 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9584 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1920 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9566 (mem!block_tables!32 (bvadd ?x9584 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9566) (bvule ?x9566 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x477 (mem!block_tables!32 (bvadd ?x492 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x477) (bvule ?x477 (_ bv4095 32)))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x11789 (bvadd (_ bv32 64) ?x492)))
 (let ((?x11765 (mem!block_tables!32 (bvadd ?x11789 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11765) (bvule ?x11765 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x12394 (bvadd (_ bv64 64) ?x492)))
 (let ((?x12390 (mem!block_tables!32 (bvadd ?x12394 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12390) (bvule ?x12390 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x12985 (bvadd (_ bv96 64) ?x492)))
 (let ((?x12965 (mem!block_tables!32 (bvadd ?x12985 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12965) (bvule ?x12965 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x13580 (bvadd (_ bv128 64) ?x492)))
 (let ((?x13576 (mem!block_tables!32 (bvadd ?x13580 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13576) (bvule ?x13576 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x14176 (bvadd (_ bv160 64) ?x492)))
 (let ((?x14150 (mem!block_tables!32 (bvadd ?x14176 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14150) (bvule ?x14150 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x14774 (bvadd (_ bv192 64) ?x492)))
 (let ((?x14765 (mem!block_tables!32 (bvadd ?x14774 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14765) (bvule ?x14765 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x15370 (bvadd (_ bv224 64) ?x492)))
 (let ((?x15369 (mem!block_tables!32 (bvadd ?x15370 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15369) (bvule ?x15369 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x15971 (bvadd (_ bv256 64) ?x492)))
 (let ((?x15961 (mem!block_tables!32 (bvadd ?x15971 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15961) (bvule ?x15961 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x16573 (bvadd (_ bv288 64) ?x492)))
 (let ((?x16552 (mem!block_tables!32 (bvadd ?x16573 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16552) (bvule ?x16552 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17176 (bvadd (_ bv320 64) ?x492)))
 (let ((?x17166 (mem!block_tables!32 (bvadd ?x17176 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17166) (bvule ?x17166 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17777 (bvadd (_ bv352 64) ?x492)))
 (let ((?x17767 (mem!block_tables!32 (bvadd ?x17777 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17767) (bvule ?x17767 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x18381 (bvadd (_ bv384 64) ?x492)))
 (let ((?x18361 (mem!block_tables!32 (bvadd ?x18381 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18361) (bvule ?x18361 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x18987 (bvadd (_ bv416 64) ?x492)))
 (let ((?x18977 (mem!block_tables!32 (bvadd ?x18987 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18977) (bvule ?x18977 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19594 (bvadd (_ bv448 64) ?x492)))
 (let ((?x19584 (mem!block_tables!32 (bvadd ?x19594 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19584) (bvule ?x19584 (_ bv4095 32))))))))
(assert
 (let ((?x486 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x492 (concat (bvadd ?x486 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20199 (bvadd (_ bv480 64) ?x492)))
 (let ((?x20178 (mem!block_tables!32 (bvadd ?x20199 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20178) (bvule ?x20178 (_ bv4095 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv9 64)))
(assert
 (bvult pelem0_2 (_ bv64 64)))
(assert
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x253 (= param!power (_ bv1 32))))
(and $x253 $x277))))
(check-sat)
