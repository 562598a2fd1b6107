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
 (bvult ctaid.z@A (_ bv512 32)))
(assert
 (let ((?x268 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x268) (bvule ?x268 (_ bv1024 32)))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x416 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x388 (mem!block_tables!32 (bvadd ?x416 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x388) (bvule ?x388 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x416 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x388 (mem!block_tables!32 (bvadd ?x416 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x388) (bvule ?x388 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3282 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3273 (mem!block_tables!32 (bvadd ?x3282 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3273) (bvule ?x3273 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4294 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4298 (mem!block_tables!32 (bvadd ?x4294 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4298) (bvule ?x4298 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5312 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5315 (mem!block_tables!32 (bvadd ?x5312 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5315) (bvule ?x5315 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6337 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6320 (mem!block_tables!32 (bvadd ?x6337 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6320) (bvule ?x6320 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7367 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7347 (mem!block_tables!32 (bvadd ?x7367 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7347) (bvule ?x7347 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8405 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8381 (mem!block_tables!32 (bvadd ?x8405 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8381) (bvule ?x8381 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9450 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9433 (mem!block_tables!32 (bvadd ?x9450 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9433) (bvule ?x9433 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x13985 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14005 (concat (bvadd ?x410 (concat (_ bv0 30) ?x13985)) (_ bv0 2))))
 (let ((?x14007 (mem!block_tables!32 (bvadd ?x14005 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14007) (bvule ?x14007 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv512 32)))
(assert
 (let ((?x6697 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6697) (bvule ?x6697 (_ bv1024 32)))))
(assert
 (let ((?x5684 ((_ extract 31 4) tid.x@B)))
 (let ((?x3643 (concat (_ bv0 34) ?x5684)))
 (let ((?x4665 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5673 (concat (bvadd ?x4665 ?x3643) (_ bv0 2))))
 (let ((?x7728 (mem!block_tables!32 (bvadd ?x5673 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7728) (bvule ?x7728 (_ bv4095 32)))))))))
(assert
 (let ((?x5684 ((_ extract 31 4) tid.x@B)))
 (let ((?x3643 (concat (_ bv0 34) ?x5684)))
 (let ((?x4665 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5673 (concat (bvadd ?x4665 ?x3643) (_ bv0 2))))
 (let ((?x7728 (mem!block_tables!32 (bvadd ?x5673 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7728) (bvule ?x7728 (_ bv4095 32)))))))))
(assert
 (let ((?x3644 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4665 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5674 (concat (bvadd ?x4665 ?x3644) (_ bv0 2))))
 (let ((?x7729 (mem!block_tables!32 (bvadd ?x5674 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7729) (bvule ?x7729 (_ bv4095 32))))))))
(assert
 (let ((?x4665 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3645 (concat (bvadd ?x4665 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5675 (mem!block_tables!32 (bvadd ?x3645 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5675) (bvule ?x5675 (_ bv4095 32)))))))
(assert
 (let ((?x4665 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9815 (concat (bvadd ?x4665 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3646 (mem!block_tables!32 (bvadd ?x9815 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3646) (bvule ?x3646 (_ bv4095 32)))))))
(assert
 (let ((?x4665 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7733 (concat (bvadd ?x4665 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9816 (mem!block_tables!32 (bvadd ?x7733 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9816) (bvule ?x9816 (_ bv4095 32)))))))
(assert
 (let ((?x3649 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4665 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5679 (concat (bvadd ?x4665 ?x3649) (_ bv0 2))))
 (let ((?x7734 (mem!block_tables!32 (bvadd ?x5679 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7734) (bvule ?x7734 (_ bv4095 32))))))))
(assert
 (let ((?x4665 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3650 (concat (bvadd ?x4665 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5680 (mem!block_tables!32 (bvadd ?x3650 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5680) (bvule ?x5680 (_ bv4095 32)))))))
(assert
 (let ((?x4665 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9820 (concat (bvadd ?x4665 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3651 (mem!block_tables!32 (bvadd ?x9820 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3651) (bvule ?x3651 (_ bv4095 32)))))))
(assert
 (bvule v3442@B (_ bv6 64)))
(assert
 (let ((?x5684 ((_ extract 31 4) tid.x@B)))
 (let ((?x6709 (concat (_ bv0 4) ?x5684)))
 (let ((?x7739 ((_ extract 31 0) v3442@B)))
 (let ((?x8777 (bvmul (_ bv8 32) ?x7739)))
 (let ((?x4665 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6708 (concat (bvadd ?x4665 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x8777 ?x6709))) (_ bv0 2))))
 (let ((?x8776 (mem!block_tables!32 (bvadd ?x6708 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8776) (bvule ?x8776 (_ bv4095 32)))))))))))
(assert
 (let ((?x346 ((_ extract 29 0) tid.x@A)))
 (let ((?x334 (concat (_ bv0 32) ?x346 (_ bv0 2))))
 (let (($x125 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x334)))
 (let (($x282 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x287 (and $x258 $x282)))
 (let (($x105 (and $x287 $x125 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x105))))))))))
(assert
 (let ((?x6694 ((_ extract 29 0) tid.x@B)))
 (let ((?x16793 (concat (_ bv0 32) ?x6694 (_ bv0 2))))
 (let (($x154 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x16793)))
 (let (($x9809 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x1421 (and $x258 $x9809)))
 (let (($x2228 (and $x1421 $x154 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x2228))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2235 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x2187 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x2187) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x2235)))))
(assert
 (let (($x2186 (= ctaid.z@A ctaid.z@B)))
 (let (($x2162 (= ctaid.y@A ctaid.y@B)))
 (let (($x2192 (= ctaid.x@A ctaid.x@B)))
 (and $x2192 $x2162 $x2186)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
