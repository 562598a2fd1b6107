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
(declare-fun v2076@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2076@B () (_ BitVec 64))
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
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (let ((?x265 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x265) (bvule ?x265 (_ bv256 32)))))
(assert
 (let ((?x404 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x410 (concat (bvadd ?x404 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x374 (mem!block_tables!32 (bvadd ?x410 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x374) (bvule ?x374 (_ bv63 32)))))))
(assert
 (let ((?x404 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x410 (concat (bvadd ?x404 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x374 (mem!block_tables!32 (bvadd ?x410 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x374) (bvule ?x374 (_ bv63 32)))))))
(assert
 (let ((?x404 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3356 (concat (bvadd ?x404 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3359 (mem!block_tables!32 (bvadd ?x3356 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3359) (bvule ?x3359 (_ bv63 32)))))))
(assert
 (bvule v2076@A (_ bv0 64)))
(assert
 (let ((?x7546 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v2076@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x404 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7566 (concat (bvadd ?x404 (concat (_ bv0 30) ?x7546)) (_ bv0 2))))
 (let ((?x7533 (mem!block_tables!32 (bvadd ?x7566 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7533) (bvule ?x7533 (_ bv63 32))))))))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv70 32)))
(assert
 (let ((?x6281 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6281) (bvule ?x6281 (_ bv256 32)))))
(assert
 (let ((?x7097 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6226 (concat (bvadd ?x7097 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x6185 (mem!block_tables!32 (bvadd ?x6226 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6185) (bvule ?x6185 (_ bv63 32)))))))
(assert
 (let ((?x7097 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6226 (concat (bvadd ?x7097 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x6185 (mem!block_tables!32 (bvadd ?x6226 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6185) (bvule ?x6185 (_ bv63 32)))))))
(assert
 (let ((?x7097 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6133 (concat (bvadd ?x7097 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x6208 (mem!block_tables!32 (bvadd ?x6133 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6208) (bvule ?x6208 (_ bv63 32)))))))
(assert
 (bvule v2076@B (_ bv0 64)))
(assert
 (let ((?x6098 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v2076@B)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@B)))))
 (let ((?x6086 (concat (_ bv0 30) ?x6098)))
 (let ((?x7097 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6101 (concat (bvadd ?x7097 ?x6086) (_ bv0 2))))
 (let ((?x6078 (mem!block_tables!32 (bvadd ?x6101 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6078) (bvule ?x6078 (_ bv63 32)))))))))
(assert
 (let ((?x303 ((_ extract 29 0) tid.x@A)))
 (let ((?x343 (concat (_ bv0 32) ?x303 (_ bv0 2))))
 (let (($x2261 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x343)))
 (let (($x278 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x283 (and $x256 $x278)))
 (let (($x54 (and $x283 $x2261 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x54))))))))))
(assert
 (let ((?x7121 ((_ extract 29 0) tid.x@B)))
 (let ((?x11172 (concat (_ bv0 32) ?x7121 (_ bv0 2))))
 (let (($x2254 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x11172)))
 (let (($x6295 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x6373 (and $x256 $x6295)))
 (let (($x2144 (and $x6373 $x2254 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x2144))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2140 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x2294 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x2294) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x2140)))))
(assert
 (let (($x213 (= ctaid.z@A ctaid.z@B)))
 (let (($x223 (= ctaid.y@A ctaid.y@B)))
 (let (($x157 (= ctaid.x@A ctaid.x@B)))
 (and $x157 $x223 $x213)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
