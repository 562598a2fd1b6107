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
 (bvule base!block_tables (_ bv18446744073709551103 64)))
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
 (let ((?x27201 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27201) (bvule ?x27201 (_ bv2048 32)))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x27044 (mem!block_tables!32 (bvadd ?x26952 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27044) (bvule ?x27044 (_ bv4095 32)))))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27192 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27194 (mem!block_tables!32 (bvadd ?x27192 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27194) (bvule ?x27194 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27182 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27184 (mem!block_tables!32 (bvadd ?x27182 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27184) (bvule ?x27184 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27172 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27174 (mem!block_tables!32 (bvadd ?x27172 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27174) (bvule ?x27174 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27162 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27164 (mem!block_tables!32 (bvadd ?x27162 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27164) (bvule ?x27164 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27152 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27154 (mem!block_tables!32 (bvadd ?x27152 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27154) (bvule ?x27154 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27142 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27144 (mem!block_tables!32 (bvadd ?x27142 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27144) (bvule ?x27144 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27132 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27134 (mem!block_tables!32 (bvadd ?x27132 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27134) (bvule ?x27134 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27122 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1024 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27124 (mem!block_tables!32 (bvadd ?x27122 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27124) (bvule ?x27124 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27112 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1152 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27114 (mem!block_tables!32 (bvadd ?x27112 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27114) (bvule ?x27114 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27102 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1280 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27104 (mem!block_tables!32 (bvadd ?x27102 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27104) (bvule ?x27104 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27092 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1408 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27094 (mem!block_tables!32 (bvadd ?x27092 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27094) (bvule ?x27094 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27082 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1536 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27084 (mem!block_tables!32 (bvadd ?x27082 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27084) (bvule ?x27084 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27072 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1664 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27074 (mem!block_tables!32 (bvadd ?x27072 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27074) (bvule ?x27074 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27062 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1792 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27064 (mem!block_tables!32 (bvadd ?x27062 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27064) (bvule ?x27064 (_ bv4095 32)))))))
(assert
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27052 (concat (bvadd ?x26950 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1920 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x27054 (mem!block_tables!32 (bvadd ?x27052 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27054) (bvule ?x27054 (_ bv4095 32)))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x27044 (mem!block_tables!32 (bvadd ?x26952 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27044) (bvule ?x27044 (_ bv4095 32)))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x27037 (bvadd (_ bv32 64) ?x26952)))
 (let ((?x27039 (mem!block_tables!32 (bvadd ?x27037 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27039) (bvule ?x27039 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x27031 (bvadd (_ bv64 64) ?x26952)))
 (let ((?x27033 (mem!block_tables!32 (bvadd ?x27031 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27033) (bvule ?x27033 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x27025 (bvadd (_ bv96 64) ?x26952)))
 (let ((?x27027 (mem!block_tables!32 (bvadd ?x27025 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27027) (bvule ?x27027 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x27019 (bvadd (_ bv128 64) ?x26952)))
 (let ((?x27021 (mem!block_tables!32 (bvadd ?x27019 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27021) (bvule ?x27021 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x27013 (bvadd (_ bv160 64) ?x26952)))
 (let ((?x27015 (mem!block_tables!32 (bvadd ?x27013 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27015) (bvule ?x27015 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x27007 (bvadd (_ bv192 64) ?x26952)))
 (let ((?x27009 (mem!block_tables!32 (bvadd ?x27007 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27009) (bvule ?x27009 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x27001 (bvadd (_ bv224 64) ?x26952)))
 (let ((?x27003 (mem!block_tables!32 (bvadd ?x27001 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27003) (bvule ?x27003 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x26995 (bvadd (_ bv256 64) ?x26952)))
 (let ((?x26997 (mem!block_tables!32 (bvadd ?x26995 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26997) (bvule ?x26997 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x26989 (bvadd (_ bv288 64) ?x26952)))
 (let ((?x26991 (mem!block_tables!32 (bvadd ?x26989 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26991) (bvule ?x26991 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x26983 (bvadd (_ bv320 64) ?x26952)))
 (let ((?x26985 (mem!block_tables!32 (bvadd ?x26983 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26985) (bvule ?x26985 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x26977 (bvadd (_ bv352 64) ?x26952)))
 (let ((?x26979 (mem!block_tables!32 (bvadd ?x26977 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26979) (bvule ?x26979 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x26971 (bvadd (_ bv384 64) ?x26952)))
 (let ((?x26973 (mem!block_tables!32 (bvadd ?x26971 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26973) (bvule ?x26973 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x26965 (bvadd (_ bv416 64) ?x26952)))
 (let ((?x26967 (mem!block_tables!32 (bvadd ?x26965 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26967) (bvule ?x26967 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
 (let ((?x26948 (concat (_ bv0 34) ?x26947)))
 (let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
 (let ((?x26959 (bvadd (_ bv448 64) ?x26952)))
 (let ((?x26961 (mem!block_tables!32 (bvadd ?x26959 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26961) (bvule ?x26961 (_ bv4095 32))))))))))
(assert
 (let ((?x26947 ((_ extract 31 4) tid.x@B)))
(let ((?x26948 (concat (_ bv0 34) ?x26947)))
(let ((?x26950 (bvmul (_ bv128 62) (concat (_ bv0 30) ctaid.z@B))))
(let ((?x26952 (concat (bvadd ?x26950 ?x26948) (_ bv0 2))))
(let ((?x26953 (bvadd (_ bv480 64) ?x26952)))
(let ((?x26955 (mem!block_tables!32 (bvadd ?x26953 (_ bv0 64)))))
(and (bvule (_ bv0 32) ?x26955) (bvule ?x26955 (_ bv4095 32))))))))))
(check-sat)
