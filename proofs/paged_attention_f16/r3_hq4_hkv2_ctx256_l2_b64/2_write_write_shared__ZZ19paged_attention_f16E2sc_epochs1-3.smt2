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
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B () (_ BitVec 32))
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
 (bvult ctaid.z@A (_ bv3 32)))
(assert
 (let ((?x265 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x265) (bvule ?x265 (_ bv256 32)))))
(assert
 (let ((?x405 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x411 (concat (bvadd ?x405 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x375 (mem!block_tables!32 (bvadd ?x411 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x375) (bvule ?x375 (_ bv63 32)))))))
(assert
 (let ((?x405 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x411 (concat (bvadd ?x405 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x375 (mem!block_tables!32 (bvadd ?x411 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x375) (bvule ?x375 (_ bv63 32)))))))
(assert
 (let ((?x405 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3359 (concat (bvadd ?x405 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3362 (mem!block_tables!32 (bvadd ?x3359 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3362) (bvule ?x3362 (_ bv63 32)))))))
(assert
 (bvule v2076@A (_ bv0 64)))
(assert
 (let ((?x7549 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v2076@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x405 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7569 (concat (bvadd ?x405 (concat (_ bv0 30) ?x7549)) (_ bv0 2))))
 (let ((?x7536 (mem!block_tables!32 (bvadd ?x7569 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7536) (bvule ?x7536 (_ bv63 32))))))))
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
 (bvult ctaid.z@B (_ bv3 32)))
(assert
 (let ((?x6284 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6284) (bvule ?x6284 (_ bv256 32)))))
(assert
 (let ((?x7100 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6229 (concat (bvadd ?x7100 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x6188 (mem!block_tables!32 (bvadd ?x6229 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6188) (bvule ?x6188 (_ bv63 32)))))))
(assert
 (let ((?x7100 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6229 (concat (bvadd ?x7100 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x6188 (mem!block_tables!32 (bvadd ?x6229 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6188) (bvule ?x6188 (_ bv63 32)))))))
(assert
 (let ((?x7100 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6136 (concat (bvadd ?x7100 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x6211 (mem!block_tables!32 (bvadd ?x6136 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6211) (bvule ?x6211 (_ bv63 32)))))))
(assert
 (bvule v2076@B (_ bv0 64)))
(assert
 (let ((?x6101 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v2076@B)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@B)))))
 (let ((?x6089 (concat (_ bv0 30) ?x6101)))
 (let ((?x7100 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6104 (concat (bvadd ?x7100 ?x6089) (_ bv0 2))))
 (let ((?x6081 (mem!block_tables!32 (bvadd ?x6104 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6081) (bvule ?x6081 (_ bv63 32)))))))))
(assert
 (let (($x2112 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A)))
 (let (($x2239 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A)))
 (let ((?x4469 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x4473 (bvadd (_ bv18446744073709551360 64) ?x4469)))
 (let (($x115 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A ?x4473)))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x101 (=> (= (_ bv3 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A) (and $x256 $x115 $x2239 $x2112))))
 (let ((?x2111 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x2115 (bvadd (_ bv18446744073709551360 64) ?x2111)))
 (let (($x2238 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A ?x2115)))
 (let (($x2105 (=> (= (_ bv2 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A) (and $x256 $x2238 $x2239 $x2112))))
 (let (($x2241 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A)))
 (let ((?x4078 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (bvadd (_ bv128 30) ((_ extract 29 0) tid.x@A)) (_ bv0 2))))))
 (let ((?x4082 (bvadd (_ bv18446744073709551360 64) ?x4078)))
 (let (($x2140 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A ?x4082)))
 (let (($x193 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A) (and $x256 $x2140 $x2239 $x2241))))
 (let (($x239 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A) (and $x256 $x2238 $x2239 $x2241))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A (_ bv4 32)) $x239 $x193 $x2105 $x101)))))))))))))))))))
(assert
 (let (($x2137 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B)))
 (let (($x2254 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B)))
 (let ((?x11082 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x11083 (bvadd (_ bv18446744073709551360 64) ?x11082)))
 (let (($x2303 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B ?x11083)))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x2302 (=> (= (_ bv3 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B) (and $x256 $x2303 $x2254 $x2137))))
 (let ((?x11088 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x11089 (bvadd (_ bv18446744073709551360 64) ?x11088)))
 (let (($x2262 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B ?x11089)))
 (let (($x2297 (=> (= (_ bv2 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B) (and $x256 $x2262 $x2254 $x2137))))
 (let (($x2255 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B)))
 (let ((?x11096 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (bvadd (_ bv128 30) ((_ extract 29 0) tid.x@B)) (_ bv0 2))))))
 (let ((?x11097 (bvadd (_ bv18446744073709551360 64) ?x11096)))
 (let (($x2294 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B ?x11097)))
 (let (($x2295 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B) (and $x256 $x2294 $x2254 $x2255))))
 (let (($x2190 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B) (and $x256 $x2262 $x2254 $x2255))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B (_ bv4 32)) $x2190 $x2295 $x2297 $x2302)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x57 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A)))
 (let ((?x59 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A ?x59) (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B ?x57)))))
(assert
 (let (($x2203 (= ctaid.z@A ctaid.z@B)))
 (let (($x2201 (= ctaid.y@A ctaid.y@B)))
 (let (($x2199 (= ctaid.x@A ctaid.x@B)))
 (and $x2199 $x2201 $x2203)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B))
(check-sat)
