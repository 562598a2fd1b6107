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
 (bvult ctaid.z@A (_ bv128 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv1024 32)))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x412 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x384 (mem!block_tables!32 (bvadd ?x412 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x384) (bvule ?x384 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x412 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x384 (mem!block_tables!32 (bvadd ?x412 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x384) (bvule ?x384 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3296 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3287 (mem!block_tables!32 (bvadd ?x3296 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3287) (bvule ?x3287 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4308 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4312 (mem!block_tables!32 (bvadd ?x4308 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4312) (bvule ?x4312 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5326 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5329 (mem!block_tables!32 (bvadd ?x5326 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5329) (bvule ?x5329 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6352 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6335 (mem!block_tables!32 (bvadd ?x6352 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6335) (bvule ?x6335 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7382 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7362 (mem!block_tables!32 (bvadd ?x7382 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7362) (bvule ?x7362 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8420 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8396 (mem!block_tables!32 (bvadd ?x8420 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8396) (bvule ?x8396 (_ bv4095 32)))))))
(assert
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9465 (concat (bvadd ?x406 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9448 (mem!block_tables!32 (bvadd ?x9465 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9448) (bvule ?x9448 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14000 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x406 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14020 (concat (bvadd ?x406 (concat (_ bv0 30) ?x14000)) (_ bv0 2))))
 (let ((?x14022 (mem!block_tables!32 (bvadd ?x14020 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14022) (bvule ?x14022 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv128 32)))
(assert
 (let ((?x6712 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6712) (bvule ?x6712 (_ bv1024 32)))))
(assert
 (let ((?x5698 ((_ extract 31 4) tid.x@B)))
 (let ((?x3657 (concat (_ bv0 34) ?x5698)))
 (let ((?x4679 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5687 (concat (bvadd ?x4679 ?x3657) (_ bv0 2))))
 (let ((?x7743 (mem!block_tables!32 (bvadd ?x5687 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7743) (bvule ?x7743 (_ bv4095 32)))))))))
(assert
 (let ((?x5698 ((_ extract 31 4) tid.x@B)))
 (let ((?x3657 (concat (_ bv0 34) ?x5698)))
 (let ((?x4679 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5687 (concat (bvadd ?x4679 ?x3657) (_ bv0 2))))
 (let ((?x7743 (mem!block_tables!32 (bvadd ?x5687 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7743) (bvule ?x7743 (_ bv4095 32)))))))))
(assert
 (let ((?x3658 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4679 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5688 (concat (bvadd ?x4679 ?x3658) (_ bv0 2))))
 (let ((?x7744 (mem!block_tables!32 (bvadd ?x5688 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7744) (bvule ?x7744 (_ bv4095 32))))))))
(assert
 (let ((?x4679 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3659 (concat (bvadd ?x4679 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5689 (mem!block_tables!32 (bvadd ?x3659 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5689) (bvule ?x5689 (_ bv4095 32)))))))
(assert
 (let ((?x4679 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9830 (concat (bvadd ?x4679 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3660 (mem!block_tables!32 (bvadd ?x9830 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3660) (bvule ?x3660 (_ bv4095 32)))))))
(assert
 (let ((?x4679 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7748 (concat (bvadd ?x4679 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9831 (mem!block_tables!32 (bvadd ?x7748 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9831) (bvule ?x9831 (_ bv4095 32)))))))
(assert
 (let ((?x3663 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4679 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5693 (concat (bvadd ?x4679 ?x3663) (_ bv0 2))))
 (let ((?x7749 (mem!block_tables!32 (bvadd ?x5693 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7749) (bvule ?x7749 (_ bv4095 32))))))))
(assert
 (let ((?x4679 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3664 (concat (bvadd ?x4679 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5694 (mem!block_tables!32 (bvadd ?x3664 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5694) (bvule ?x5694 (_ bv4095 32)))))))
(assert
 (let ((?x4679 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9835 (concat (bvadd ?x4679 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3665 (mem!block_tables!32 (bvadd ?x9835 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3665) (bvule ?x3665 (_ bv4095 32)))))))
(assert
 (bvule v3442@B (_ bv6 64)))
(assert
 (let ((?x5698 ((_ extract 31 4) tid.x@B)))
 (let ((?x6724 (concat (_ bv0 4) ?x5698)))
 (let ((?x7754 ((_ extract 31 0) v3442@B)))
 (let ((?x8792 (bvmul (_ bv8 32) ?x7754)))
 (let ((?x4679 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6723 (concat (bvadd ?x4679 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x8792 ?x6724))) (_ bv0 2))))
 (let ((?x8791 (mem!block_tables!32 (bvadd ?x6723 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8791) (bvule ?x8791 (_ bv4095 32)))))))))))
(assert
 (let ((?x342 ((_ extract 29 0) tid.x@A)))
 (let ((?x330 (concat (_ bv0 32) ?x342 (_ bv0 2))))
 (let (($x2347 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x330)))
 (let (($x278 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x283 (and $x254 $x278)))
 (let (($x2242 (and $x283 $x2347 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x2242))))))))))
(assert
 (let ((?x6709 ((_ extract 29 0) tid.x@B)))
 (let ((?x16808 (concat (_ bv0 32) ?x6709 (_ bv0 2))))
 (let (($x2358 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x16808)))
 (let (($x9824 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x1417 (and $x254 $x9824)))
 (let (($x141 (and $x1417 $x2358 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x141))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x151 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x2208 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x2208) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x151)))))
(assert
 (let (($x93 (= ctaid.z@A ctaid.z@B)))
 (let (($x104 (= ctaid.y@A ctaid.y@B)))
 (let (($x131 (= ctaid.x@A ctaid.x@B)))
 (and $x131 $x104 $x93)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
