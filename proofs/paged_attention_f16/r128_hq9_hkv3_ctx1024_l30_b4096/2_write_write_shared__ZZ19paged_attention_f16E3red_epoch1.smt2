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
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 32))
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
 (bvule v2524@A (_ bv31 64)))
(assert
 (let ((?x11402 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v2524@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11435 (concat (bvadd ?x542 (concat (_ bv0 30) ?x11402)) (_ bv0 2))))
 (let ((?x11427 (mem!block_tables!32 (bvadd ?x11435 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11427) (bvule ?x11427 (_ bv4095 32))))))))
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
 (let ((?x9425 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9425) (bvule ?x9425 (_ bv1024 32)))))
(assert
 (let ((?x6339 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8386 (concat (bvadd ?x6339 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1163 (mem!block_tables!32 (bvadd ?x8386 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1163) (bvule ?x1163 (_ bv4095 32)))))))
(assert
 (let ((?x5310 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6339 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7355 (concat (bvadd ?x6339 ?x5310) (_ bv0 2))))
 (let ((?x9427 (mem!block_tables!32 (bvadd ?x7355 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9427) (bvule ?x9427 (_ bv4095 32))))))))
(assert
 (let ((?x3291 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6339 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5311 (concat (bvadd ?x6339 ?x3291) (_ bv0 2))))
 (let ((?x7356 (mem!block_tables!32 (bvadd ?x5311 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7356) (bvule ?x7356 (_ bv4095 32))))))))
(assert
 (let ((?x6339 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3292 (concat (bvadd ?x6339 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5312 (mem!block_tables!32 (bvadd ?x3292 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5312) (bvule ?x5312 (_ bv4095 32)))))))
(assert
 (let ((?x6339 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9431 (concat (bvadd ?x6339 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3293 (mem!block_tables!32 (bvadd ?x9431 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3293) (bvule ?x3293 (_ bv4095 32)))))))
(assert
 (let ((?x5315 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6339 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7360 (concat (bvadd ?x6339 ?x5315) (_ bv0 2))))
 (let ((?x9432 (mem!block_tables!32 (bvadd ?x7360 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9432) (bvule ?x9432 (_ bv4095 32))))))))
(assert
 (let ((?x3296 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6339 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5316 (concat (bvadd ?x6339 ?x3296) (_ bv0 2))))
 (let ((?x7361 (mem!block_tables!32 (bvadd ?x5316 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7361) (bvule ?x7361 (_ bv4095 32))))))))
(assert
 (let ((?x6339 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3297 (concat (bvadd ?x6339 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5317 (mem!block_tables!32 (bvadd ?x3297 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5317) (bvule ?x5317 (_ bv4095 32)))))))
(assert
 (bvule v2524@B (_ bv31 64)))
(assert
 (let ((?x7365 ((_ extract 31 6) tid.x@B)))
 (let ((?x8397 (concat (_ bv0 6) ?x7365)))
 (let ((?x9437 ((_ extract 31 0) v2524@B)))
 (let ((?x1185 (bvmul (_ bv2 32) ?x9437)))
 (let ((?x6339 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8396 (concat (bvadd ?x6339 (concat (_ bv0 30) (bvadd ?x1185 ?x8397))) (_ bv0 2))))
 (let ((?x1183 (mem!block_tables!32 (bvadd ?x8396 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1183) (bvule ?x1183 (_ bv4095 32)))))))))))
(assert
 (let ((?x9730 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9735 (bvadd (_ bv18446744073709543168 64) ?x9730)))
 (let (($x207 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A ?x9735)))
 (let (($x9717 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x253 (= param!power (_ bv1 32))))
 (let (($x9721 (and $x253 $x9717)))
 (let (($x123 (and $x9721 $x207 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A) (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A) $x123))))))))))
(assert
 (let ((?x3262 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x4269 (bvadd (_ bv18446744073709543168 64) ?x3262)))
 (let (($x1936 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B ?x4269)))
 (let (($x6303 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x253 (= param!power (_ bv1 32))))
 (let (($x7328 (and $x253 $x6303)))
 (let (($x1861 (and $x7328 $x1936 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B) (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B) $x1861))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1745 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A)))
 (let ((?x1743 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A ?x1743) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B ?x1745)))))
(assert
 (let (($x1670 (= ctaid.z@A ctaid.z@B)))
 (let (($x1668 (= ctaid.y@A ctaid.y@B)))
 (let (($x85 (= ctaid.x@A ctaid.x@B)))
 (and $x85 $x1668 $x1670)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B))
(check-sat)
