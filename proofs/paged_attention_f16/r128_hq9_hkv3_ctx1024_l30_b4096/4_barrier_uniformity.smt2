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
 (bvult ctaid.z@A (_ bv128 32)))
(assert
 (let ((?x263 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x263) (bvule ?x263 (_ bv1024 32)))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x548 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x520 (mem!block_tables!32 (bvadd ?x548 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x520) (bvule ?x520 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2826 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2815 (mem!block_tables!32 (bvadd ?x2826 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2815) (bvule ?x2815 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3833 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3814 (mem!block_tables!32 (bvadd ?x3833 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3814) (bvule ?x3814 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4846 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4823 (mem!block_tables!32 (bvadd ?x4846 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4823) (bvule ?x4823 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5866 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5835 (mem!block_tables!32 (bvadd ?x5866 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5835) (bvule ?x5835 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6891 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6892 (mem!block_tables!32 (bvadd ?x6891 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6892) (bvule ?x6892 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7923 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7911 (mem!block_tables!32 (bvadd ?x7923 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7911) (bvule ?x7911 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8963 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8957 (mem!block_tables!32 (bvadd ?x8963 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8957) (bvule ?x8957 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12595 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12615 (concat (bvadd ?x542 (concat (_ bv0 30) ?x12595)) (_ bv0 2))))
 (let ((?x12582 (mem!block_tables!32 (bvadd ?x12615 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12582) (bvule ?x12582 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv128 32)))
(assert
 (let ((?x8329 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8329) (bvule ?x8329 (_ bv1024 32)))))
(assert
 (let ((?x7309 ((_ extract 31 4) tid.x@B)))
 (let ((?x5253 (concat (_ bv0 34) ?x7309)))
 (let ((?x6283 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7298 (concat (bvadd ?x6283 ?x5253) (_ bv0 2))))
 (let ((?x9370 (mem!block_tables!32 (bvadd ?x7298 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9370) (bvule ?x9370 (_ bv4095 32)))))))))
(assert
 (let ((?x5254 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6283 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7299 (concat (bvadd ?x6283 ?x5254) (_ bv0 2))))
 (let ((?x9371 (mem!block_tables!32 (bvadd ?x7299 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9371) (bvule ?x9371 (_ bv4095 32))))))))
(assert
 (let ((?x3235 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6283 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5255 (concat (bvadd ?x6283 ?x3235) (_ bv0 2))))
 (let ((?x7300 (mem!block_tables!32 (bvadd ?x5255 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7300) (bvule ?x7300 (_ bv4095 32))))))))
(assert
 (let ((?x6283 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3236 (concat (bvadd ?x6283 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5256 (mem!block_tables!32 (bvadd ?x3236 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5256) (bvule ?x5256 (_ bv4095 32)))))))
(assert
 (let ((?x6283 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9375 (concat (bvadd ?x6283 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3237 (mem!block_tables!32 (bvadd ?x9375 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3237) (bvule ?x3237 (_ bv4095 32)))))))
(assert
 (let ((?x5259 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6283 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7304 (concat (bvadd ?x6283 ?x5259) (_ bv0 2))))
 (let ((?x9376 (mem!block_tables!32 (bvadd ?x7304 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9376) (bvule ?x9376 (_ bv4095 32))))))))
(assert
 (let ((?x3240 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6283 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5260 (concat (bvadd ?x6283 ?x3240) (_ bv0 2))))
 (let ((?x7305 (mem!block_tables!32 (bvadd ?x5260 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7305) (bvule ?x7305 (_ bv4095 32))))))))
(assert
 (let ((?x6283 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3241 (concat (bvadd ?x6283 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5261 (mem!block_tables!32 (bvadd ?x3241 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5261) (bvule ?x5261 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x7309 ((_ extract 31 4) tid.x@B)))
 (let ((?x8341 (concat (_ bv0 4) ?x7309)))
 (let ((?x9381 ((_ extract 31 0) v2904@B)))
 (let ((?x1073 (bvmul (_ bv8 32) ?x9381)))
 (let ((?x6283 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8340 (concat (bvadd ?x6283 (concat (_ bv0 30) (bvadd ?x1073 ?x8341))) (_ bv0 2))))
 (let ((?x1071 (mem!block_tables!32 (bvadd ?x8340 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1071) (bvule ?x1071 (_ bv4095 32)))))))))))
(assert
 (let (($x106 (= ctaid.z@A ctaid.z@B)))
 (let (($x105 (= ctaid.y@A ctaid.y@B)))
 (let (($x160 (= ctaid.x@A ctaid.x@B)))
 (and $x160 $x105 $x106)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x253 (= param!power (_ bv1 32))))
(let (($x15789 (and (distinct $x253 $x253) true)))
(or $x15789 $x15789 $x15789 $x15789 $x15789 $x15789))))
(check-sat)
