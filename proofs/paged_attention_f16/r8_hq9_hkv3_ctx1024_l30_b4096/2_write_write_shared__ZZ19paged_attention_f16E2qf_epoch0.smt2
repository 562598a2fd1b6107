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
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B () (_ BitVec 32))
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
 (bvult ctaid.z@A (_ bv8 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x524 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x524) (bvule ?x524 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2860 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2849 (mem!block_tables!32 (bvadd ?x2860 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2849) (bvule ?x2849 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3867 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3848 (mem!block_tables!32 (bvadd ?x3867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3848) (bvule ?x3848 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4880 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4857 (mem!block_tables!32 (bvadd ?x4880 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4857) (bvule ?x4857 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5900 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5869 (mem!block_tables!32 (bvadd ?x5900 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5869) (bvule ?x5869 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6925 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6926 (mem!block_tables!32 (bvadd ?x6925 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6926) (bvule ?x6926 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7957 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7945 (mem!block_tables!32 (bvadd ?x7957 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7945) (bvule ?x7945 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8997 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8991 (mem!block_tables!32 (bvadd ?x8997 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8991) (bvule ?x8991 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12628 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12648 (concat (bvadd ?x546 (concat (_ bv0 30) ?x12628)) (_ bv0 2))))
 (let ((?x12615 (mem!block_tables!32 (bvadd ?x12648 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12615) (bvule ?x12615 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv8 32)))
(assert
 (let ((?x8363 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8363) (bvule ?x8363 (_ bv1024 32)))))
(assert
 (let ((?x7343 ((_ extract 31 4) tid.x@B)))
 (let ((?x5287 (concat (_ bv0 34) ?x7343)))
 (let ((?x6317 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7332 (concat (bvadd ?x6317 ?x5287) (_ bv0 2))))
 (let ((?x9404 (mem!block_tables!32 (bvadd ?x7332 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9404) (bvule ?x9404 (_ bv4095 32)))))))))
(assert
 (let ((?x5288 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6317 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7333 (concat (bvadd ?x6317 ?x5288) (_ bv0 2))))
 (let ((?x9405 (mem!block_tables!32 (bvadd ?x7333 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9405) (bvule ?x9405 (_ bv4095 32))))))))
(assert
 (let ((?x3269 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6317 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5289 (concat (bvadd ?x6317 ?x3269) (_ bv0 2))))
 (let ((?x7334 (mem!block_tables!32 (bvadd ?x5289 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7334) (bvule ?x7334 (_ bv4095 32))))))))
(assert
 (let ((?x6317 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3270 (concat (bvadd ?x6317 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5290 (mem!block_tables!32 (bvadd ?x3270 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5290) (bvule ?x5290 (_ bv4095 32)))))))
(assert
 (let ((?x6317 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9409 (concat (bvadd ?x6317 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3271 (mem!block_tables!32 (bvadd ?x9409 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3271) (bvule ?x3271 (_ bv4095 32)))))))
(assert
 (let ((?x5293 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6317 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7338 (concat (bvadd ?x6317 ?x5293) (_ bv0 2))))
 (let ((?x9410 (mem!block_tables!32 (bvadd ?x7338 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9410) (bvule ?x9410 (_ bv4095 32))))))))
(assert
 (let ((?x3274 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6317 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5294 (concat (bvadd ?x6317 ?x3274) (_ bv0 2))))
 (let ((?x7339 (mem!block_tables!32 (bvadd ?x5294 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7339) (bvule ?x7339 (_ bv4095 32))))))))
(assert
 (let ((?x6317 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3275 (concat (bvadd ?x6317 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5295 (mem!block_tables!32 (bvadd ?x3275 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5295) (bvule ?x5295 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x7343 ((_ extract 31 4) tid.x@B)))
 (let ((?x8375 (concat (_ bv0 4) ?x7343)))
 (let ((?x9415 ((_ extract 31 0) v2904@B)))
 (let ((?x1077 (bvmul (_ bv8 32) ?x9415)))
 (let ((?x6317 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8374 (concat (bvadd ?x6317 (concat (_ bv0 30) (bvadd ?x1077 ?x8375))) (_ bv0 2))))
 (let ((?x1075 (mem!block_tables!32 (bvadd ?x8374 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1075) (bvule ?x1075 (_ bv4095 32)))))))))))
(assert
 (let ((?x345 ((_ extract 29 0) tid.x@A)))
 (let ((?x333 (concat (_ bv0 32) ?x345 (_ bv0 2))))
 (let (($x1841 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x333)))
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x286 (and $x257 $x281)))
 (let (($x1796 (and $x286 $x1841 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x1796))))))))))
(assert
 (let ((?x8360 ((_ extract 29 0) tid.x@B)))
 (let ((?x6249 (concat (_ bv0 32) ?x8360 (_ bv0 2))))
 (let (($x1709 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x6249)))
 (let (($x3264 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x4271 (and $x257 $x3264)))
 (let (($x1712 (and $x4271 $x1709 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x1712))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x128 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x127 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x127) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x128)))))
(assert
 (let (($x1716 (= ctaid.z@A ctaid.z@B)))
 (let (($x1715 (= ctaid.y@A ctaid.y@B)))
 (let (($x1717 (= ctaid.x@A ctaid.x@B)))
 (and $x1717 $x1715 $x1716)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
