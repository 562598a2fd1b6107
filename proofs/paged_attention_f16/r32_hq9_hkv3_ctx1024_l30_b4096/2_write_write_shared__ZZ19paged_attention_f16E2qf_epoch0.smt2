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
 (bvult ctaid.z@A (_ bv32 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x522 (mem!block_tables!32 (bvadd ?x550 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x522) (bvule ?x522 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2851 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2840 (mem!block_tables!32 (bvadd ?x2851 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2840) (bvule ?x2840 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3864 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3845 (mem!block_tables!32 (bvadd ?x3864 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3845) (bvule ?x3845 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4883 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4860 (mem!block_tables!32 (bvadd ?x4883 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4860) (bvule ?x4860 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5909 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5878 (mem!block_tables!32 (bvadd ?x5909 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5878) (bvule ?x5878 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6940 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6941 (mem!block_tables!32 (bvadd ?x6940 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6941) (bvule ?x6941 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7978 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7966 (mem!block_tables!32 (bvadd ?x7978 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7966) (bvule ?x7966 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9024 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9018 (mem!block_tables!32 (bvadd ?x9024 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9018) (bvule ?x9018 (_ bv4095 32)))))))
(assert
 (bvule v2931@A (_ bv7 64)))
(assert
 (let ((?x12662 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2931@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12682 (concat (bvadd ?x544 (concat (_ bv0 30) ?x12662)) (_ bv0 2))))
 (let ((?x12679 (mem!block_tables!32 (bvadd ?x12682 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12679) (bvule ?x12679 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv32 32)))
(assert
 (let ((?x7348 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7348) (bvule ?x7348 (_ bv1024 32)))))
(assert
 (let ((?x6329 ((_ extract 31 4) tid.x@B)))
 (let ((?x4273 (concat (_ bv0 34) ?x6329)))
 (let ((?x5302 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6318 (concat (bvadd ?x5302 ?x4273) (_ bv0 2))))
 (let ((?x8387 (mem!block_tables!32 (bvadd ?x6318 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8387) (bvule ?x8387 (_ bv4095 32)))))))))
(assert
 (let ((?x4274 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x5302 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6319 (concat (bvadd ?x5302 ?x4274) (_ bv0 2))))
 (let ((?x8388 (mem!block_tables!32 (bvadd ?x6319 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8388) (bvule ?x8388 (_ bv4095 32))))))))
(assert
 (let ((?x1060 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x5302 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4275 (concat (bvadd ?x5302 ?x1060) (_ bv0 2))))
 (let ((?x6320 (mem!block_tables!32 (bvadd ?x4275 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6320) (bvule ?x6320 (_ bv4095 32))))))))
(assert
 (let ((?x5302 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1062 (concat (bvadd ?x5302 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4276 (mem!block_tables!32 (bvadd ?x1062 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4276) (bvule ?x4276 (_ bv4095 32)))))))
(assert
 (let ((?x5302 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8392 (concat (bvadd ?x5302 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x1064 (mem!block_tables!32 (bvadd ?x8392 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1064) (bvule ?x1064 (_ bv4095 32)))))))
(assert
 (let ((?x4279 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x5302 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6324 (concat (bvadd ?x5302 ?x4279) (_ bv0 2))))
 (let ((?x8393 (mem!block_tables!32 (bvadd ?x6324 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8393) (bvule ?x8393 (_ bv4095 32))))))))
(assert
 (let ((?x1070 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x5302 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4280 (concat (bvadd ?x5302 ?x1070) (_ bv0 2))))
 (let ((?x6325 (mem!block_tables!32 (bvadd ?x4280 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6325) (bvule ?x6325 (_ bv4095 32))))))))
(assert
 (let ((?x5302 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1072 (concat (bvadd ?x5302 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4281 (mem!block_tables!32 (bvadd ?x1072 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4281) (bvule ?x4281 (_ bv4095 32)))))))
(assert
 (bvule v2931@B (_ bv7 64)))
(assert
 (let ((?x6329 ((_ extract 31 4) tid.x@B)))
 (let ((?x7360 (concat (_ bv0 4) ?x6329)))
 (let ((?x8398 ((_ extract 31 0) v2931@B)))
 (let ((?x9444 (bvmul (_ bv8 32) ?x8398)))
 (let ((?x5302 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7359 (concat (bvadd ?x5302 (concat (_ bv0 30) (bvadd ?x9444 ?x7360))) (_ bv0 2))))
 (let ((?x9443 (mem!block_tables!32 (bvadd ?x7359 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9443) (bvule ?x9443 (_ bv4095 32)))))))))))
(assert
 (let ((?x319 ((_ extract 29 0) tid.x@A)))
 (let ((?x324 (concat (_ bv0 32) ?x319 (_ bv0 2))))
 (let (($x167 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x324)))
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x285 (and $x257 $x280)))
 (let (($x103 (and $x285 $x167 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x103))))))))))
(assert
 (let ((?x7345 ((_ extract 29 0) tid.x@B)))
 (let ((?x5234 (concat (_ bv0 32) ?x7345 (_ bv0 2))))
 (let (($x1910 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x5234)))
 (let (($x1050 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x3257 (and $x257 $x1050)))
 (let (($x78 (and $x3257 $x1910 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x78))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1924 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x1922 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x1922) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x1924)))))
(assert
 (let (($x1664 (= ctaid.z@A ctaid.z@B)))
 (let (($x205 (= ctaid.y@A ctaid.y@B)))
 (let (($x137 (= ctaid.x@A ctaid.x@B)))
 (and $x137 $x205 $x1664)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
