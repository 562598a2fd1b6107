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
 (let ((?x2852 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2841 (mem!block_tables!32 (bvadd ?x2852 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2841) (bvule ?x2841 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3859 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3840 (mem!block_tables!32 (bvadd ?x3859 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3840) (bvule ?x3840 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4872 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4849 (mem!block_tables!32 (bvadd ?x4872 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4849) (bvule ?x4849 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5892 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5861 (mem!block_tables!32 (bvadd ?x5892 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5861) (bvule ?x5861 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6917 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6918 (mem!block_tables!32 (bvadd ?x6917 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6918) (bvule ?x6918 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7949 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7937 (mem!block_tables!32 (bvadd ?x7949 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7937) (bvule ?x7937 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8989 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8983 (mem!block_tables!32 (bvadd ?x8989 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8983) (bvule ?x8983 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12620 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12640 (concat (bvadd ?x546 (concat (_ bv0 30) ?x12620)) (_ bv0 2))))
 (let ((?x12607 (mem!block_tables!32 (bvadd ?x12640 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12607) (bvule ?x12607 (_ bv4095 32))))))))
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
 (let ((?x9395 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9395) (bvule ?x9395 (_ bv1024 32)))))
(assert
 (let ((?x8367 ((_ extract 31 4) tid.x@B)))
 (let ((?x6299 (concat (_ bv0 34) ?x8367)))
 (let ((?x7334 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8356 (concat (bvadd ?x7334 ?x6299) (_ bv0 2))))
 (let ((?x1055 (mem!block_tables!32 (bvadd ?x8356 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1055) (bvule ?x1055 (_ bv4095 32)))))))))
(assert
 (let ((?x6300 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x7334 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8357 (concat (bvadd ?x7334 ?x6300) (_ bv0 2))))
 (let ((?x1057 (mem!block_tables!32 (bvadd ?x8357 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1057) (bvule ?x1057 (_ bv4095 32))))))))
(assert
 (let ((?x4268 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x7334 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6301 (concat (bvadd ?x7334 ?x4268) (_ bv0 2))))
 (let ((?x8358 (mem!block_tables!32 (bvadd ?x6301 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8358) (bvule ?x8358 (_ bv4095 32))))))))
(assert
 (let ((?x1063 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))))
 (let ((?x7334 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4269 (concat (bvadd ?x7334 ?x1063) (_ bv0 2))))
 (let ((?x6302 (mem!block_tables!32 (bvadd ?x4269 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6302) (bvule ?x6302 (_ bv4095 32))))))))
(assert
 (let ((?x7334 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1065 (concat (bvadd ?x7334 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4270 (mem!block_tables!32 (bvadd ?x1065 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4270) (bvule ?x4270 (_ bv4095 32)))))))
(assert
 (let ((?x6305 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x7334 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8362 (concat (bvadd ?x7334 ?x6305) (_ bv0 2))))
 (let ((?x1067 (mem!block_tables!32 (bvadd ?x8362 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1067) (bvule ?x1067 (_ bv4095 32))))))))
(assert
 (let ((?x4273 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x7334 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6306 (concat (bvadd ?x7334 ?x4273) (_ bv0 2))))
 (let ((?x8363 (mem!block_tables!32 (bvadd ?x6306 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8363) (bvule ?x8363 (_ bv4095 32))))))))
(assert
 (let ((?x1073 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))))
 (let ((?x7334 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4274 (concat (bvadd ?x7334 ?x1073) (_ bv0 2))))
 (let ((?x6307 (mem!block_tables!32 (bvadd ?x4274 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6307) (bvule ?x6307 (_ bv4095 32))))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x4276 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@B)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@B)))))
 (let ((?x5289 (concat (_ bv0 30) ?x4276)))
 (let ((?x7334 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9406 (concat (bvadd ?x7334 ?x5289) (_ bv0 2))))
 (let ((?x3268 (mem!block_tables!32 (bvadd ?x9406 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3268) (bvule ?x3268 (_ bv4095 32)))))))))
(assert
 (let ((?x345 ((_ extract 29 0) tid.x@A)))
 (let ((?x333 (concat (_ bv0 32) ?x345 (_ bv0 2))))
 (let (($x230 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x333)))
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x286 (and $x257 $x281)))
 (let (($x137 (and $x286 $x230 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x137))))))))))
(assert
 (let ((?x9392 ((_ extract 29 0) tid.x@B)))
 (let ((?x7266 (concat (_ bv0 32) ?x9392 (_ bv0 2))))
 (let (($x81 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x7266)))
 (let (($x4263 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x5276 (and $x257 $x4263)))
 (let (($x125 (and $x5276 $x81 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x125))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1797 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x1843 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x1843) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x1797)))))
(assert
 (let (($x179 (= ctaid.z@A ctaid.z@B)))
 (let (($x94 (= ctaid.y@A ctaid.y@B)))
 (let (($x105 (= ctaid.x@A ctaid.x@B)))
 (and $x105 $x94 $x179)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
