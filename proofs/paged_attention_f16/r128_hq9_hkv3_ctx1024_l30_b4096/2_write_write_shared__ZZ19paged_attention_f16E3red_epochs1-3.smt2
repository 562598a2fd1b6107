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
 (bvult ctaid.z@A (_ bv128 32)))
(assert
 (let ((?x263 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x263) (bvule ?x263 (_ bv1024 32)))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x548 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x520 (mem!block_tables!32 (bvadd ?x548 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x520) (bvule ?x520 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2826 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2815 (mem!block_tables!32 (bvadd ?x2826 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2815) (bvule ?x2815 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3833 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3814 (mem!block_tables!32 (bvadd ?x3833 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3814) (bvule ?x3814 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4846 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4823 (mem!block_tables!32 (bvadd ?x4846 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4823) (bvule ?x4823 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5866 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5835 (mem!block_tables!32 (bvadd ?x5866 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5835) (bvule ?x5835 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6891 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6892 (mem!block_tables!32 (bvadd ?x6891 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6892) (bvule ?x6892 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7923 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7911 (mem!block_tables!32 (bvadd ?x7923 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7911) (bvule ?x7911 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8963 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8957 (mem!block_tables!32 (bvadd ?x8963 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8957) (bvule ?x8957 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12595 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12615 (concat (bvadd ?x542 (concat (_ bv0 30) ?x12595)) (_ bv0 2))))
 (let ((?x12582 (mem!block_tables!32 (bvadd ?x12615 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12582) (bvule ?x12582 (_ bv4095 32))))))))
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
 (let ((?x7297 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7297) (bvule ?x7297 (_ bv1024 32)))))
(assert
 (let ((?x6284 ((_ extract 31 4) tid.x@B)))
 (let ((?x4240 (concat (_ bv0 34) ?x6284)))
 (let ((?x5263 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6273 (concat (bvadd ?x5263 ?x4240) (_ bv0 2))))
 (let ((?x8330 (mem!block_tables!32 (bvadd ?x6273 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8330) (bvule ?x8330 (_ bv4095 32)))))))))
(assert
 (let ((?x4241 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x5263 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6274 (concat (bvadd ?x5263 ?x4241) (_ bv0 2))))
 (let ((?x8331 (mem!block_tables!32 (bvadd ?x6274 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8331) (bvule ?x8331 (_ bv4095 32))))))))
(assert
 (let ((?x1057 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x5263 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4242 (concat (bvadd ?x5263 ?x1057) (_ bv0 2))))
 (let ((?x6275 (mem!block_tables!32 (bvadd ?x4242 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6275) (bvule ?x6275 (_ bv4095 32))))))))
(assert
 (let ((?x5263 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1059 (concat (bvadd ?x5263 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4243 (mem!block_tables!32 (bvadd ?x1059 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4243) (bvule ?x4243 (_ bv4095 32)))))))
(assert
 (let ((?x5263 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8335 (concat (bvadd ?x5263 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x1061 (mem!block_tables!32 (bvadd ?x8335 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1061) (bvule ?x1061 (_ bv4095 32)))))))
(assert
 (let ((?x4246 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x5263 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6279 (concat (bvadd ?x5263 ?x4246) (_ bv0 2))))
 (let ((?x8336 (mem!block_tables!32 (bvadd ?x6279 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8336) (bvule ?x8336 (_ bv4095 32))))))))
(assert
 (let ((?x1067 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x5263 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4247 (concat (bvadd ?x5263 ?x1067) (_ bv0 2))))
 (let ((?x6280 (mem!block_tables!32 (bvadd ?x4247 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6280) (bvule ?x6280 (_ bv4095 32))))))))
(assert
 (let ((?x5263 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1069 (concat (bvadd ?x5263 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4248 (mem!block_tables!32 (bvadd ?x1069 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4248) (bvule ?x4248 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x6284 ((_ extract 31 4) tid.x@B)))
 (let ((?x7309 (concat (_ bv0 4) ?x6284)))
 (let ((?x8341 ((_ extract 31 0) v2904@B)))
 (let ((?x9381 (bvmul (_ bv8 32) ?x8341)))
 (let ((?x5263 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7308 (concat (bvadd ?x5263 (concat (_ bv0 30) (bvadd ?x9381 ?x7309))) (_ bv0 2))))
 (let ((?x9380 (mem!block_tables!32 (bvadd ?x7308 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9380) (bvule ?x9380 (_ bv4095 32)))))))))))
(assert
 (let (($x229 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x9730 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9735 (bvadd (_ bv18446744073709543168 64) ?x9730)))
 (let (($x1851 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x9735)))
 (let (($x9717 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x253 (= param!power (_ bv1 32))))
 (let (($x9721 (and $x253 $x9717)))
 (let (($x128 (and $x9721 $x1851 $x229 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1875 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x128)))
 (let (($x194 (and $x9721 $x1851 $x229 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x226 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x194)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x226 $x1875)))))))))))))
(assert
 (let (($x1737 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x993 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x3203 (bvadd (_ bv18446744073709543168 64) ?x993)))
 (let (($x157 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x3203)))
 (let (($x5224 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x253 (= param!power (_ bv1 32))))
 (let (($x6244 (and $x253 $x5224)))
 (let (($x1878 (and $x6244 $x157 $x1737 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x1879 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x1878)))
 (let (($x86 (and $x6244 $x157 $x1737 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x1724 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x86)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x1724 $x1879)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1881 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x1880 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x1880) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x1881)))))
(assert
 (let (($x93 (= ctaid.z@A ctaid.z@B)))
 (let (($x104 (= ctaid.y@A ctaid.y@B)))
 (let (($x131 (= ctaid.x@A ctaid.x@B)))
 (and $x131 $x104 $x93)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
