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
(declare-fun v2931@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2931@B () (_ BitVec 64))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B () (_ BitVec 32))
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
 (bvult ctaid.z@A (_ bv4 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x523 (mem!block_tables!32 (bvadd ?x551 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x523) (bvule ?x523 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2876 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2865 (mem!block_tables!32 (bvadd ?x2876 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2865) (bvule ?x2865 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3889 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3870 (mem!block_tables!32 (bvadd ?x3889 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3870) (bvule ?x3870 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4908 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4885 (mem!block_tables!32 (bvadd ?x4908 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4885) (bvule ?x4885 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5934 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5903 (mem!block_tables!32 (bvadd ?x5934 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5903) (bvule ?x5903 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6965 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6966 (mem!block_tables!32 (bvadd ?x6965 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6966) (bvule ?x6966 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8003 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7991 (mem!block_tables!32 (bvadd ?x8003 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7991) (bvule ?x7991 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9049 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9043 (mem!block_tables!32 (bvadd ?x9049 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9043) (bvule ?x9043 (_ bv4095 32)))))))
(assert
 (bvule v2931@A (_ bv7 64)))
(assert
 (let ((?x12686 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2931@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12706 (concat (bvadd ?x545 (concat (_ bv0 30) ?x12686)) (_ bv0 2))))
 (let ((?x12703 (mem!block_tables!32 (bvadd ?x12706 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12703) (bvule ?x12703 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv4 32)))
(assert
 (let ((?x6342 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6342) (bvule ?x6342 (_ bv1024 32)))))
(assert
 (let ((?x5328 ((_ extract 31 4) tid.x@B)))
 (let ((?x3285 (concat (_ bv0 34) ?x5328)))
 (let ((?x4308 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5317 (concat (bvadd ?x4308 ?x3285) (_ bv0 2))))
 (let ((?x7374 (mem!block_tables!32 (bvadd ?x5317 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7374) (bvule ?x7374 (_ bv4095 32)))))))))
(assert
 (let ((?x3286 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4308 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5318 (concat (bvadd ?x4308 ?x3286) (_ bv0 2))))
 (let ((?x7375 (mem!block_tables!32 (bvadd ?x5318 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7375) (bvule ?x7375 (_ bv4095 32))))))))
(assert
 (let ((?x4308 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3287 (concat (bvadd ?x4308 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5319 (mem!block_tables!32 (bvadd ?x3287 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5319) (bvule ?x5319 (_ bv4095 32)))))))
(assert
 (let ((?x4308 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9462 (concat (bvadd ?x4308 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3288 (mem!block_tables!32 (bvadd ?x9462 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3288) (bvule ?x3288 (_ bv4095 32)))))))
(assert
 (let ((?x4308 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7379 (concat (bvadd ?x4308 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9463 (mem!block_tables!32 (bvadd ?x7379 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9463) (bvule ?x9463 (_ bv4095 32)))))))
(assert
 (let ((?x3291 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4308 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5323 (concat (bvadd ?x4308 ?x3291) (_ bv0 2))))
 (let ((?x7380 (mem!block_tables!32 (bvadd ?x5323 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7380) (bvule ?x7380 (_ bv4095 32))))))))
(assert
 (let ((?x4308 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3292 (concat (bvadd ?x4308 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5324 (mem!block_tables!32 (bvadd ?x3292 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5324) (bvule ?x5324 (_ bv4095 32)))))))
(assert
 (let ((?x4308 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9467 (concat (bvadd ?x4308 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3293 (mem!block_tables!32 (bvadd ?x9467 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3293) (bvule ?x3293 (_ bv4095 32)))))))
(assert
 (bvule v2931@B (_ bv7 64)))
(assert
 (let ((?x5328 ((_ extract 31 4) tid.x@B)))
 (let ((?x6354 (concat (_ bv0 4) ?x5328)))
 (let ((?x7385 ((_ extract 31 0) v2931@B)))
 (let ((?x8423 (bvmul (_ bv8 32) ?x7385)))
 (let ((?x4308 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6353 (concat (bvadd ?x4308 (concat (_ bv0 30) (bvadd ?x8423 ?x6354))) (_ bv0 2))))
 (let ((?x8422 (mem!block_tables!32 (bvadd ?x6353 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8422) (bvule ?x8422 (_ bv4095 32)))))))))))
(assert
 (let (($x81 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x9822 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9827 (bvadd (_ bv18446744073709543168 64) ?x9822)))
 (let (($x1863 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x9827)))
 (let (($x9809 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x9813 (and $x257 $x9809)))
 (let (($x1919 (and $x9813 $x1863 $x81 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x153 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1919)))
 (let (($x1918 (and $x9813 $x1863 $x81 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1915 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1918)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x1915 $x153)))))))))))))
(assert
 (let (($x210 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x9429 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x997 (bvadd (_ bv18446744073709543168 64) ?x9429)))
 (let (($x95 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x997)))
 (let (($x4269 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x5288 (and $x257 $x4269)))
 (let (($x104 (and $x5288 $x95 $x210 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x160 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x104)))
 (let (($x1749 (and $x5288 $x95 $x210 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x1750 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x1749)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x1750 $x160)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1658 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x3597 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x3597) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x1658)))))
(assert
 (let (($x90 (= ctaid.z@A ctaid.z@B)))
 (let (($x111 (= ctaid.y@A ctaid.y@B)))
 (let (($x106 (= ctaid.x@A ctaid.x@B)))
 (and $x106 $x111 $x90)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
