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
 (bvult ctaid.z@A (_ bv16 32)))
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
 (let ((?x2861 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2850 (mem!block_tables!32 (bvadd ?x2861 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2850) (bvule ?x2850 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3874 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3855 (mem!block_tables!32 (bvadd ?x3874 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3855) (bvule ?x3855 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4893 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4870 (mem!block_tables!32 (bvadd ?x4893 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4870) (bvule ?x4870 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5919 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5888 (mem!block_tables!32 (bvadd ?x5919 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5888) (bvule ?x5888 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6950 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6951 (mem!block_tables!32 (bvadd ?x6950 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6951) (bvule ?x6951 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7988 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7976 (mem!block_tables!32 (bvadd ?x7988 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7976) (bvule ?x7976 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9034 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9028 (mem!block_tables!32 (bvadd ?x9034 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9028) (bvule ?x9028 (_ bv4095 32)))))))
(assert
 (bvule v2931@A (_ bv7 64)))
(assert
 (let ((?x12671 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2931@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12691 (concat (bvadd ?x546 (concat (_ bv0 30) ?x12671)) (_ bv0 2))))
 (let ((?x12688 (mem!block_tables!32 (bvadd ?x12691 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12688) (bvule ?x12688 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv16 32)))
(assert
 (let ((?x7358 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7358) (bvule ?x7358 (_ bv1024 32)))))
(assert
 (let ((?x6339 ((_ extract 31 4) tid.x@B)))
 (let ((?x4283 (concat (_ bv0 34) ?x6339)))
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6328 (concat (bvadd ?x5312 ?x4283) (_ bv0 2))))
 (let ((?x8397 (mem!block_tables!32 (bvadd ?x6328 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8397) (bvule ?x8397 (_ bv4095 32)))))))))
(assert
 (let ((?x4284 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6329 (concat (bvadd ?x5312 ?x4284) (_ bv0 2))))
 (let ((?x8398 (mem!block_tables!32 (bvadd ?x6329 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8398) (bvule ?x8398 (_ bv4095 32))))))))
(assert
 (let ((?x1062 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4285 (concat (bvadd ?x5312 ?x1062) (_ bv0 2))))
 (let ((?x6330 (mem!block_tables!32 (bvadd ?x4285 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6330) (bvule ?x6330 (_ bv4095 32))))))))
(assert
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1064 (concat (bvadd ?x5312 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4286 (mem!block_tables!32 (bvadd ?x1064 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4286) (bvule ?x4286 (_ bv4095 32)))))))
(assert
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8402 (concat (bvadd ?x5312 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x1066 (mem!block_tables!32 (bvadd ?x8402 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1066) (bvule ?x1066 (_ bv4095 32)))))))
(assert
 (let ((?x4289 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6334 (concat (bvadd ?x5312 ?x4289) (_ bv0 2))))
 (let ((?x8403 (mem!block_tables!32 (bvadd ?x6334 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8403) (bvule ?x8403 (_ bv4095 32))))))))
(assert
 (let ((?x1072 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4290 (concat (bvadd ?x5312 ?x1072) (_ bv0 2))))
 (let ((?x6335 (mem!block_tables!32 (bvadd ?x4290 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6335) (bvule ?x6335 (_ bv4095 32))))))))
(assert
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1074 (concat (bvadd ?x5312 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4291 (mem!block_tables!32 (bvadd ?x1074 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4291) (bvule ?x4291 (_ bv4095 32)))))))
(assert
 (bvule v2931@B (_ bv7 64)))
(assert
 (let ((?x6339 ((_ extract 31 4) tid.x@B)))
 (let ((?x7370 (concat (_ bv0 4) ?x6339)))
 (let ((?x8408 ((_ extract 31 0) v2931@B)))
 (let ((?x9454 (bvmul (_ bv8 32) ?x8408)))
 (let ((?x5312 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7369 (concat (bvadd ?x5312 (concat (_ bv0 30) (bvadd ?x9454 ?x7370))) (_ bv0 2))))
 (let ((?x9453 (mem!block_tables!32 (bvadd ?x7369 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9453) (bvule ?x9453 (_ bv4095 32)))))))))))
(assert
 (let ((?x345 ((_ extract 29 0) tid.x@A)))
 (let ((?x333 (concat (_ bv0 32) ?x345 (_ bv0 2))))
 (let (($x1842 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x333)))
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x286 (and $x257 $x281)))
 (let (($x232 (and $x286 $x1842 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x232))))))))))
(assert
 (let ((?x7355 ((_ extract 29 0) tid.x@B)))
 (let ((?x5244 (concat (_ bv0 32) ?x7355 (_ bv0 2))))
 (let (($x157 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x5244)))
 (let (($x1052 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x3267 (and $x257 $x1052)))
 (let (($x132 (and $x3267 $x157 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x132))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x90 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x106 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x106) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x90)))))
(assert
 (let (($x137 (= ctaid.z@A ctaid.z@B)))
 (let (($x115 (= ctaid.y@A ctaid.y@B)))
 (let (($x179 (= ctaid.x@A ctaid.x@B)))
 (and $x179 $x115 $x137)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
