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
 (let ((?x2884 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2873 (mem!block_tables!32 (bvadd ?x2884 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2873) (bvule ?x2873 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3897 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3878 (mem!block_tables!32 (bvadd ?x3897 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3878) (bvule ?x3878 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4916 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4893 (mem!block_tables!32 (bvadd ?x4916 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4893) (bvule ?x4893 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5942 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5911 (mem!block_tables!32 (bvadd ?x5942 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5911) (bvule ?x5911 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6973 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6974 (mem!block_tables!32 (bvadd ?x6973 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6974) (bvule ?x6974 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8011 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7999 (mem!block_tables!32 (bvadd ?x8011 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7999) (bvule ?x7999 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9057 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9051 (mem!block_tables!32 (bvadd ?x9057 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9051) (bvule ?x9051 (_ bv4095 32)))))))
(assert
 (bvule v2931@A (_ bv7 64)))
(assert
 (let ((?x12695 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2931@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12715 (concat (bvadd ?x544 (concat (_ bv0 30) ?x12695)) (_ bv0 2))))
 (let ((?x12712 (mem!block_tables!32 (bvadd ?x12715 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12712) (bvule ?x12712 (_ bv4095 32))))))))
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
 (let ((?x6350 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6350) (bvule ?x6350 (_ bv1024 32)))))
(assert
 (let ((?x5336 ((_ extract 31 4) tid.x@B)))
 (let ((?x3293 (concat (_ bv0 34) ?x5336)))
 (let ((?x4316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5325 (concat (bvadd ?x4316 ?x3293) (_ bv0 2))))
 (let ((?x7382 (mem!block_tables!32 (bvadd ?x5325 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7382) (bvule ?x7382 (_ bv4095 32)))))))))
(assert
 (let ((?x3294 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5326 (concat (bvadd ?x4316 ?x3294) (_ bv0 2))))
 (let ((?x7383 (mem!block_tables!32 (bvadd ?x5326 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7383) (bvule ?x7383 (_ bv4095 32))))))))
(assert
 (let ((?x4316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3295 (concat (bvadd ?x4316 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5327 (mem!block_tables!32 (bvadd ?x3295 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5327) (bvule ?x5327 (_ bv4095 32)))))))
(assert
 (let ((?x4316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9470 (concat (bvadd ?x4316 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3296 (mem!block_tables!32 (bvadd ?x9470 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3296) (bvule ?x3296 (_ bv4095 32)))))))
(assert
 (let ((?x4316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7387 (concat (bvadd ?x4316 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9471 (mem!block_tables!32 (bvadd ?x7387 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9471) (bvule ?x9471 (_ bv4095 32)))))))
(assert
 (let ((?x3299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5331 (concat (bvadd ?x4316 ?x3299) (_ bv0 2))))
 (let ((?x7388 (mem!block_tables!32 (bvadd ?x5331 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7388) (bvule ?x7388 (_ bv4095 32))))))))
(assert
 (let ((?x4316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3300 (concat (bvadd ?x4316 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5332 (mem!block_tables!32 (bvadd ?x3300 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5332) (bvule ?x5332 (_ bv4095 32)))))))
(assert
 (let ((?x4316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9475 (concat (bvadd ?x4316 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3301 (mem!block_tables!32 (bvadd ?x9475 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3301) (bvule ?x3301 (_ bv4095 32)))))))
(assert
 (bvule v2931@B (_ bv7 64)))
(assert
 (let ((?x5336 ((_ extract 31 4) tid.x@B)))
 (let ((?x6362 (concat (_ bv0 4) ?x5336)))
 (let ((?x7393 ((_ extract 31 0) v2931@B)))
 (let ((?x8431 (bvmul (_ bv8 32) ?x7393)))
 (let ((?x4316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6361 (concat (bvadd ?x4316 (concat (_ bv0 30) (bvadd ?x8431 ?x6362))) (_ bv0 2))))
 (let ((?x8430 (mem!block_tables!32 (bvadd ?x6361 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8430) (bvule ?x8430 (_ bv4095 32)))))))))))
(assert
 (let ((?x319 ((_ extract 29 0) tid.x@A)))
 (let ((?x324 (concat (_ bv0 32) ?x319 (_ bv0 2))))
 (let (($x105 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x324)))
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x285 (and $x256 $x280)))
 (let (($x1755 (and $x285 $x105 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x1755))))))))))
(assert
 (let ((?x6347 ((_ extract 29 0) tid.x@B)))
 (let ((?x4248 (concat (_ bv0 32) ?x6347 (_ bv0 2))))
 (let (($x1906 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x4248)))
 (let (($x9464 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x1050 (and $x256 $x9464)))
 (let (($x1901 (and $x1050 $x1906 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x1901))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1805 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x1850 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x1850) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x1805)))))
(assert
 (let (($x106 (= ctaid.z@A ctaid.z@B)))
 (let (($x90 (= ctaid.y@A ctaid.y@B)))
 (let (($x107 (= ctaid.x@A ctaid.x@B)))
 (and $x107 $x90 $x106)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
