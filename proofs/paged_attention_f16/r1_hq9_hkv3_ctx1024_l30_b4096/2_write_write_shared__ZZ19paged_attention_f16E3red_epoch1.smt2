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
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv1024 32)))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x549 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x521 (mem!block_tables!32 (bvadd ?x549 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x521) (bvule ?x521 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2883 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2872 (mem!block_tables!32 (bvadd ?x2883 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2872) (bvule ?x2872 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3890 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3871 (mem!block_tables!32 (bvadd ?x3890 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3871) (bvule ?x3871 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4903 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4880 (mem!block_tables!32 (bvadd ?x4903 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4880) (bvule ?x4880 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5923 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5892 (mem!block_tables!32 (bvadd ?x5923 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5892) (bvule ?x5892 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6948 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6949 (mem!block_tables!32 (bvadd ?x6948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6949) (bvule ?x6949 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7980 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7968 (mem!block_tables!32 (bvadd ?x7980 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7968) (bvule ?x7968 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9020 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9014 (mem!block_tables!32 (bvadd ?x9020 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9014) (bvule ?x9014 (_ bv4095 32)))))))
(assert
 (bvule v2524@A (_ bv31 64)))
(assert
 (let ((?x11459 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v2524@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11492 (concat (bvadd ?x543 (concat (_ bv0 30) ?x11459)) (_ bv0 2))))
 (let ((?x11484 (mem!block_tables!32 (bvadd ?x11492 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11484) (bvule ?x11484 (_ bv4095 32))))))))
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
 (let ((?x9482 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9482) (bvule ?x9482 (_ bv1024 32)))))
(assert
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8443 (concat (bvadd ?x6396 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1164 (mem!block_tables!32 (bvadd ?x8443 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1164) (bvule ?x1164 (_ bv4095 32)))))))
(assert
 (let ((?x5367 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7412 (concat (bvadd ?x6396 ?x5367) (_ bv0 2))))
 (let ((?x9484 (mem!block_tables!32 (bvadd ?x7412 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9484) (bvule ?x9484 (_ bv4095 32))))))))
(assert
 (let ((?x3348 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5368 (concat (bvadd ?x6396 ?x3348) (_ bv0 2))))
 (let ((?x7413 (mem!block_tables!32 (bvadd ?x5368 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7413) (bvule ?x7413 (_ bv4095 32))))))))
(assert
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3349 (concat (bvadd ?x6396 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5369 (mem!block_tables!32 (bvadd ?x3349 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5369) (bvule ?x5369 (_ bv4095 32)))))))
(assert
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9488 (concat (bvadd ?x6396 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3350 (mem!block_tables!32 (bvadd ?x9488 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3350) (bvule ?x3350 (_ bv4095 32)))))))
(assert
 (let ((?x5372 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7417 (concat (bvadd ?x6396 ?x5372) (_ bv0 2))))
 (let ((?x9489 (mem!block_tables!32 (bvadd ?x7417 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9489) (bvule ?x9489 (_ bv4095 32))))))))
(assert
 (let ((?x3353 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5373 (concat (bvadd ?x6396 ?x3353) (_ bv0 2))))
 (let ((?x7418 (mem!block_tables!32 (bvadd ?x5373 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7418) (bvule ?x7418 (_ bv4095 32))))))))
(assert
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3354 (concat (bvadd ?x6396 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5374 (mem!block_tables!32 (bvadd ?x3354 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5374) (bvule ?x5374 (_ bv4095 32)))))))
(assert
 (bvule v2524@B (_ bv31 64)))
(assert
 (let ((?x7422 ((_ extract 31 6) tid.x@B)))
 (let ((?x8454 (concat (_ bv0 6) ?x7422)))
 (let ((?x9494 ((_ extract 31 0) v2524@B)))
 (let ((?x1186 (bvmul (_ bv2 32) ?x9494)))
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8453 (concat (bvadd ?x6396 (concat (_ bv0 30) (bvadd ?x1186 ?x8454))) (_ bv0 2))))
 (let ((?x1184 (mem!block_tables!32 (bvadd ?x8453 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1184) (bvule ?x1184 (_ bv4095 32)))))))))))
(assert
 (let ((?x9787 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9792 (bvadd (_ bv18446744073709543168 64) ?x9787)))
 (let (($x1728 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A ?x9792)))
 (let (($x9774 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x9778 (and $x254 $x9774)))
 (let (($x1714 (and $x9778 $x1728 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A) (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A) $x1714))))))))))
(assert
 (let ((?x3319 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x4326 (bvadd (_ bv18446744073709543168 64) ?x3319)))
 (let (($x1754 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B ?x4326)))
 (let (($x6360 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x7385 (and $x254 $x6360)))
 (let (($x2020 (and $x7385 $x1754 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B) (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B) $x2020))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2007 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A)))
 (let ((?x2002 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A ?x2002) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B ?x2007)))))
(assert
 (let (($x1978 (= ctaid.z@A ctaid.z@B)))
 (let (($x1973 (= ctaid.y@A ctaid.y@B)))
 (let (($x1977 (= ctaid.x@A ctaid.x@B)))
 (and $x1977 $x1973 $x1978)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B))
(check-sat)
