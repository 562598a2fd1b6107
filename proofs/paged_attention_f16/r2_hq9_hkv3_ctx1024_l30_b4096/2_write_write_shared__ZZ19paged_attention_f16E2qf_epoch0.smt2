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
(declare-fun v3442@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v3442@B () (_ BitVec 64))
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
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x414 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x386 (mem!block_tables!32 (bvadd ?x414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x386) (bvule ?x386 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x414 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x386 (mem!block_tables!32 (bvadd ?x414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x386) (bvule ?x386 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3345 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3336 (mem!block_tables!32 (bvadd ?x3345 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3336) (bvule ?x3336 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4357 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4361 (mem!block_tables!32 (bvadd ?x4357 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4361) (bvule ?x4361 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5375 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5378 (mem!block_tables!32 (bvadd ?x5375 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5378) (bvule ?x5378 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6401 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6384 (mem!block_tables!32 (bvadd ?x6401 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6384) (bvule ?x6384 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7431 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7411 (mem!block_tables!32 (bvadd ?x7431 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7411) (bvule ?x7411 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8469 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8445 (mem!block_tables!32 (bvadd ?x8469 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8445) (bvule ?x8445 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9514 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9497 (mem!block_tables!32 (bvadd ?x9514 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9497) (bvule ?x9497 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14049 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14069 (concat (bvadd ?x408 (concat (_ bv0 30) ?x14049)) (_ bv0 2))))
 (let ((?x14071 (mem!block_tables!32 (bvadd ?x14069 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14071) (bvule ?x14071 (_ bv4095 32))))))))
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
 (let ((?x6761 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6761) (bvule ?x6761 (_ bv1024 32)))))
(assert
 (let ((?x5747 ((_ extract 31 4) tid.x@B)))
 (let ((?x3706 (concat (_ bv0 34) ?x5747)))
 (let ((?x4728 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5736 (concat (bvadd ?x4728 ?x3706) (_ bv0 2))))
 (let ((?x7792 (mem!block_tables!32 (bvadd ?x5736 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7792) (bvule ?x7792 (_ bv4095 32)))))))))
(assert
 (let ((?x5747 ((_ extract 31 4) tid.x@B)))
 (let ((?x3706 (concat (_ bv0 34) ?x5747)))
 (let ((?x4728 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5736 (concat (bvadd ?x4728 ?x3706) (_ bv0 2))))
 (let ((?x7792 (mem!block_tables!32 (bvadd ?x5736 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7792) (bvule ?x7792 (_ bv4095 32)))))))))
(assert
 (let ((?x3707 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4728 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5737 (concat (bvadd ?x4728 ?x3707) (_ bv0 2))))
 (let ((?x7793 (mem!block_tables!32 (bvadd ?x5737 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7793) (bvule ?x7793 (_ bv4095 32))))))))
(assert
 (let ((?x4728 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3708 (concat (bvadd ?x4728 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5738 (mem!block_tables!32 (bvadd ?x3708 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5738) (bvule ?x5738 (_ bv4095 32)))))))
(assert
 (let ((?x4728 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9879 (concat (bvadd ?x4728 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3709 (mem!block_tables!32 (bvadd ?x9879 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3709) (bvule ?x3709 (_ bv4095 32)))))))
(assert
 (let ((?x4728 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7797 (concat (bvadd ?x4728 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9880 (mem!block_tables!32 (bvadd ?x7797 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9880) (bvule ?x9880 (_ bv4095 32)))))))
(assert
 (let ((?x3712 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4728 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5742 (concat (bvadd ?x4728 ?x3712) (_ bv0 2))))
 (let ((?x7798 (mem!block_tables!32 (bvadd ?x5742 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7798) (bvule ?x7798 (_ bv4095 32))))))))
(assert
 (let ((?x4728 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3713 (concat (bvadd ?x4728 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5743 (mem!block_tables!32 (bvadd ?x3713 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5743) (bvule ?x5743 (_ bv4095 32)))))))
(assert
 (let ((?x4728 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9884 (concat (bvadd ?x4728 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3714 (mem!block_tables!32 (bvadd ?x9884 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3714) (bvule ?x3714 (_ bv4095 32)))))))
(assert
 (bvule v3442@B (_ bv6 64)))
(assert
 (let ((?x5747 ((_ extract 31 4) tid.x@B)))
 (let ((?x6773 (concat (_ bv0 4) ?x5747)))
 (let ((?x7803 ((_ extract 31 0) v3442@B)))
 (let ((?x8841 (bvmul (_ bv8 32) ?x7803)))
 (let ((?x4728 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6772 (concat (bvadd ?x4728 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x8841 ?x6773))) (_ bv0 2))))
 (let ((?x8840 (mem!block_tables!32 (bvadd ?x6772 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8840) (bvule ?x8840 (_ bv4095 32)))))))))))
(assert
 (let ((?x320 ((_ extract 29 0) tid.x@A)))
 (let ((?x325 (concat (_ bv0 32) ?x320 (_ bv0 2))))
 (let (($x2215 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x325)))
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x286 (and $x257 $x281)))
 (let (($x207 (and $x286 $x2215 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x207))))))))))
(assert
 (let ((?x6758 ((_ extract 29 0) tid.x@B)))
 (let ((?x16857 (concat (_ bv0 32) ?x6758 (_ bv0 2))))
 (let (($x2315 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x16857)))
 (let (($x9873 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x1419 (and $x257 $x9873)))
 (let (($x2338 (and $x1419 $x2315 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x2338))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x146 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x2384 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x2384) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x146)))))
(assert
 (let (($x2388 (= ctaid.z@A ctaid.z@B)))
 (let (($x2382 (= ctaid.y@A ctaid.y@B)))
 (let (($x2381 (= ctaid.x@A ctaid.x@B)))
 (and $x2381 $x2382 $x2388)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
