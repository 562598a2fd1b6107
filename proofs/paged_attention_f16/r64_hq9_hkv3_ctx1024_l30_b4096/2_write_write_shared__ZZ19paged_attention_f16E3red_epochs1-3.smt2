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
 (bvult ctaid.z@A (_ bv64 32)))
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
 (let ((?x2843 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2832 (mem!block_tables!32 (bvadd ?x2843 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2832) (bvule ?x2832 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3856 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3837 (mem!block_tables!32 (bvadd ?x3856 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3837) (bvule ?x3837 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4875 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4852 (mem!block_tables!32 (bvadd ?x4875 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4852) (bvule ?x4852 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5901 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5870 (mem!block_tables!32 (bvadd ?x5901 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5870) (bvule ?x5870 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6932 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6933 (mem!block_tables!32 (bvadd ?x6932 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6933) (bvule ?x6933 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7970 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7958 (mem!block_tables!32 (bvadd ?x7970 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7958) (bvule ?x7958 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9016 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9010 (mem!block_tables!32 (bvadd ?x9016 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9010) (bvule ?x9010 (_ bv4095 32)))))))
(assert
 (bvule v2931@A (_ bv7 64)))
(assert
 (let ((?x12654 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2931@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12674 (concat (bvadd ?x544 (concat (_ bv0 30) ?x12654)) (_ bv0 2))))
 (let ((?x12671 (mem!block_tables!32 (bvadd ?x12674 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12671) (bvule ?x12671 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv64 32)))
(assert
 (let ((?x7340 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7340) (bvule ?x7340 (_ bv1024 32)))))
(assert
 (let ((?x6321 ((_ extract 31 4) tid.x@B)))
 (let ((?x4265 (concat (_ bv0 34) ?x6321)))
 (let ((?x5294 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6310 (concat (bvadd ?x5294 ?x4265) (_ bv0 2))))
 (let ((?x8379 (mem!block_tables!32 (bvadd ?x6310 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8379) (bvule ?x8379 (_ bv4095 32)))))))))
(assert
 (let ((?x4266 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x5294 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6311 (concat (bvadd ?x5294 ?x4266) (_ bv0 2))))
 (let ((?x8380 (mem!block_tables!32 (bvadd ?x6311 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8380) (bvule ?x8380 (_ bv4095 32))))))))
(assert
 (let ((?x1060 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x5294 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4267 (concat (bvadd ?x5294 ?x1060) (_ bv0 2))))
 (let ((?x6312 (mem!block_tables!32 (bvadd ?x4267 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6312) (bvule ?x6312 (_ bv4095 32))))))))
(assert
 (let ((?x5294 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1062 (concat (bvadd ?x5294 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4268 (mem!block_tables!32 (bvadd ?x1062 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4268) (bvule ?x4268 (_ bv4095 32)))))))
(assert
 (let ((?x5294 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8384 (concat (bvadd ?x5294 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x1064 (mem!block_tables!32 (bvadd ?x8384 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1064) (bvule ?x1064 (_ bv4095 32)))))))
(assert
 (let ((?x4271 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x5294 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6316 (concat (bvadd ?x5294 ?x4271) (_ bv0 2))))
 (let ((?x8385 (mem!block_tables!32 (bvadd ?x6316 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8385) (bvule ?x8385 (_ bv4095 32))))))))
(assert
 (let ((?x1070 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x5294 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4272 (concat (bvadd ?x5294 ?x1070) (_ bv0 2))))
 (let ((?x6317 (mem!block_tables!32 (bvadd ?x4272 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6317) (bvule ?x6317 (_ bv4095 32))))))))
(assert
 (let ((?x5294 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1072 (concat (bvadd ?x5294 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4273 (mem!block_tables!32 (bvadd ?x1072 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4273) (bvule ?x4273 (_ bv4095 32)))))))
(assert
 (bvule v2931@B (_ bv7 64)))
(assert
 (let ((?x6321 ((_ extract 31 4) tid.x@B)))
 (let ((?x7352 (concat (_ bv0 4) ?x6321)))
 (let ((?x8390 ((_ extract 31 0) v2931@B)))
 (let ((?x9436 (bvmul (_ bv8 32) ?x8390)))
 (let ((?x5294 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7351 (concat (bvadd ?x5294 (concat (_ bv0 30) (bvadd ?x9436 ?x7352))) (_ bv0 2))))
 (let ((?x9435 (mem!block_tables!32 (bvadd ?x7351 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9435) (bvule ?x9435 (_ bv4095 32)))))))))))
(assert
 (let (($x97 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x9789 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9794 (bvadd (_ bv18446744073709543168 64) ?x9789)))
 (let (($x246 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x9794)))
 (let (($x9776 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x9780 (and $x256 $x9776)))
 (let (($x1901 (and $x9780 $x246 $x97 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1785 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1901)))
 (let (($x138 (and $x9780 $x246 $x97 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1894 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x138)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x1894 $x1785)))))))))))))
(assert
 (let (($x1870 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x996 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x3222 (bvadd (_ bv18446744073709543168 64) ?x996)))
 (let (($x1866 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x3222)))
 (let (($x5255 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x6281 (and $x256 $x5255)))
 (let (($x177 (and $x6281 $x1866 $x1870 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x194 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x177)))
 (let (($x1873 (and $x6281 $x1866 $x1870 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x83 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x1873)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x83 $x194)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1736 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x1667 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x1667) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x1736)))))
(assert
 (let (($x1663 (= ctaid.z@A ctaid.z@B)))
 (let (($x208 (= ctaid.y@A ctaid.y@B)))
 (let (($x207 (= ctaid.x@A ctaid.x@B)))
 (and $x207 $x208 $x1663)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
