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
 (let ((?x7346 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7346) (bvule ?x7346 (_ bv1024 32)))))
(assert
 (let ((?x6333 ((_ extract 31 4) tid.x@B)))
 (let ((?x4289 (concat (_ bv0 34) ?x6333)))
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6322 (concat (bvadd ?x5312 ?x4289) (_ bv0 2))))
 (let ((?x8379 (mem!block_tables!32 (bvadd ?x6322 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8379) (bvule ?x8379 (_ bv4095 32)))))))))
(assert
 (let ((?x4290 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6323 (concat (bvadd ?x5312 ?x4290) (_ bv0 2))))
 (let ((?x8380 (mem!block_tables!32 (bvadd ?x6323 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8380) (bvule ?x8380 (_ bv4095 32))))))))
(assert
 (let ((?x1059 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4291 (concat (bvadd ?x5312 ?x1059) (_ bv0 2))))
 (let ((?x6324 (mem!block_tables!32 (bvadd ?x4291 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6324) (bvule ?x6324 (_ bv4095 32))))))))
(assert
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1061 (concat (bvadd ?x5312 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4292 (mem!block_tables!32 (bvadd ?x1061 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4292) (bvule ?x4292 (_ bv4095 32)))))))
(assert
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8384 (concat (bvadd ?x5312 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x1063 (mem!block_tables!32 (bvadd ?x8384 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1063) (bvule ?x1063 (_ bv4095 32)))))))
(assert
 (let ((?x4295 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6328 (concat (bvadd ?x5312 ?x4295) (_ bv0 2))))
 (let ((?x8385 (mem!block_tables!32 (bvadd ?x6328 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8385) (bvule ?x8385 (_ bv4095 32))))))))
(assert
 (let ((?x1069 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4296 (concat (bvadd ?x5312 ?x1069) (_ bv0 2))))
 (let ((?x6329 (mem!block_tables!32 (bvadd ?x4296 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6329) (bvule ?x6329 (_ bv4095 32))))))))
(assert
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1071 (concat (bvadd ?x5312 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4297 (mem!block_tables!32 (bvadd ?x1071 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4297) (bvule ?x4297 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x6333 ((_ extract 31 4) tid.x@B)))
 (let ((?x7358 (concat (_ bv0 4) ?x6333)))
 (let ((?x8390 ((_ extract 31 0) v2904@B)))
 (let ((?x9430 (bvmul (_ bv8 32) ?x8390)))
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7357 (concat (bvadd ?x5312 (concat (_ bv0 30) (bvadd ?x9430 ?x7358))) (_ bv0 2))))
 (let ((?x9429 (mem!block_tables!32 (bvadd ?x7357 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9429) (bvule ?x9429 (_ bv4095 32)))))))))))
(assert
 (let (($x106 (= ctaid.z@A ctaid.z@B)))
 (let (($x90 (= ctaid.y@A ctaid.y@B)))
 (let (($x107 (= ctaid.x@A ctaid.x@B)))
 (and $x107 $x90 $x106)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x256 (= param!power (_ bv1 32))))
(let (($x10169 (and (distinct $x256 $x256) true)))
(or $x10169 $x10169 $x10169 $x10169 $x10169 $x10169))))
(check-sat)
