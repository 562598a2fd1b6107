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
 (bvult ctaid.z@A (_ bv256 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x523 (mem!block_tables!32 (bvadd ?x551 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x523) (bvule ?x523 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2828 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2817 (mem!block_tables!32 (bvadd ?x2828 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2817) (bvule ?x2817 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3841 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3822 (mem!block_tables!32 (bvadd ?x3841 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3822) (bvule ?x3822 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4860 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4837 (mem!block_tables!32 (bvadd ?x4860 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4837) (bvule ?x4837 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5886 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5855 (mem!block_tables!32 (bvadd ?x5886 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5855) (bvule ?x5855 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6917 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6918 (mem!block_tables!32 (bvadd ?x6917 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6918) (bvule ?x6918 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7955 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7943 (mem!block_tables!32 (bvadd ?x7955 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7943) (bvule ?x7943 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9001 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8995 (mem!block_tables!32 (bvadd ?x9001 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8995) (bvule ?x8995 (_ bv4095 32)))))))
(assert
 (bvule v2931@A (_ bv7 64)))
(assert
 (let ((?x12639 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2931@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12659 (concat (bvadd ?x545 (concat (_ bv0 30) ?x12639)) (_ bv0 2))))
 (let ((?x12656 (mem!block_tables!32 (bvadd ?x12659 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12656) (bvule ?x12656 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv256 32)))
(assert
 (let ((?x6294 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6294) (bvule ?x6294 (_ bv1024 32)))))
(assert
 (let ((?x5280 ((_ extract 31 4) tid.x@B)))
 (let ((?x3237 (concat (_ bv0 34) ?x5280)))
 (let ((?x4260 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5269 (concat (bvadd ?x4260 ?x3237) (_ bv0 2))))
 (let ((?x7326 (mem!block_tables!32 (bvadd ?x5269 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7326) (bvule ?x7326 (_ bv4095 32)))))))))
(assert
 (let ((?x3238 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4260 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5270 (concat (bvadd ?x4260 ?x3238) (_ bv0 2))))
 (let ((?x7327 (mem!block_tables!32 (bvadd ?x5270 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7327) (bvule ?x7327 (_ bv4095 32))))))))
(assert
 (let ((?x4260 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3239 (concat (bvadd ?x4260 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5271 (mem!block_tables!32 (bvadd ?x3239 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5271) (bvule ?x5271 (_ bv4095 32)))))))
(assert
 (let ((?x4260 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9414 (concat (bvadd ?x4260 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3240 (mem!block_tables!32 (bvadd ?x9414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3240) (bvule ?x3240 (_ bv4095 32)))))))
(assert
 (let ((?x4260 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7331 (concat (bvadd ?x4260 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9415 (mem!block_tables!32 (bvadd ?x7331 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9415) (bvule ?x9415 (_ bv4095 32)))))))
(assert
 (let ((?x3243 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4260 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5275 (concat (bvadd ?x4260 ?x3243) (_ bv0 2))))
 (let ((?x7332 (mem!block_tables!32 (bvadd ?x5275 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7332) (bvule ?x7332 (_ bv4095 32))))))))
(assert
 (let ((?x4260 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3244 (concat (bvadd ?x4260 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5276 (mem!block_tables!32 (bvadd ?x3244 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5276) (bvule ?x5276 (_ bv4095 32)))))))
(assert
 (let ((?x4260 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9419 (concat (bvadd ?x4260 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3245 (mem!block_tables!32 (bvadd ?x9419 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3245) (bvule ?x3245 (_ bv4095 32)))))))
(assert
 (bvule v2931@B (_ bv7 64)))
(assert
 (let ((?x5280 ((_ extract 31 4) tid.x@B)))
 (let ((?x6306 (concat (_ bv0 4) ?x5280)))
 (let ((?x7337 ((_ extract 31 0) v2931@B)))
 (let ((?x8375 (bvmul (_ bv8 32) ?x7337)))
 (let ((?x4260 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6305 (concat (bvadd ?x4260 (concat (_ bv0 30) (bvadd ?x8375 ?x6306))) (_ bv0 2))))
 (let ((?x8374 (mem!block_tables!32 (bvadd ?x6305 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8374) (bvule ?x8374 (_ bv4095 32)))))))))))
(assert
 (let ((?x345 ((_ extract 29 0) tid.x@A)))
 (let ((?x333 (concat (_ bv0 32) ?x345 (_ bv0 2))))
 (let (($x218 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x333)))
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x286 (and $x257 $x281)))
 (let (($x154 (and $x286 $x218 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x154))))))))))
(assert
 (let ((?x6291 ((_ extract 29 0) tid.x@B)))
 (let ((?x4192 (concat (_ bv0 32) ?x6291 (_ bv0 2))))
 (let (($x105 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x4192)))
 (let (($x9408 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x1051 (and $x257 $x9408)))
 (let (($x1688 (and $x1051 $x105 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x1688))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x58 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x239 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x239) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x58)))))
(assert
 (let (($x206 (= ctaid.z@A ctaid.z@B)))
 (let (($x203 (= ctaid.y@A ctaid.y@B)))
 (let (($x1687 (= ctaid.x@A ctaid.x@B)))
 (and $x1687 $x203 $x206)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
