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
 (let (($x2239 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x4123 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x4128 (bvadd (_ bv18446744073709543168 64) ?x4123)))
 (let (($x2238 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x4128)))
 (let (($x4110 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x4114 (and $x256 $x4110)))
 (let (($x2152 (and $x4114 $x2238 $x2239 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x2149 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x2152)))
 (let (($x2145 (and $x4114 $x2238 $x2239 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x2146 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x2145)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x2146 $x2149)))))))))))))
(assert
 (let (($x2311 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x11076 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x11077 (bvadd (_ bv18446744073709543168 64) ?x11076)))
 (let (($x149 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x11077)))
 (let (($x11071 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x11072 (and $x256 $x11071)))
 (let (($x138 (and $x11072 $x149 $x2311 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x139 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x138)))
 (let (($x2313 (and $x11072 $x149 $x2311 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x106 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x2313)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x106 $x139)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x108 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x2282 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x2282) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x108)))))
(assert
 (let (($x213 (= ctaid.z@A ctaid.z@B)))
 (let (($x223 (= ctaid.y@A ctaid.y@B)))
 (let (($x157 (= ctaid.x@A ctaid.x@B)))
 (and $x157 $x223 $x213)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
