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
 (let (($x2210 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x4125 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x4130 (bvadd (_ bv18446744073709543168 64) ?x4125)))
 (let (($x2209 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x4130)))
 (let (($x4113 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x4117 (and $x256 $x4113)))
 (let (($x2211 (and $x4117 $x2209 $x2210 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x2213 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x2211)))
 (let (($x2215 (and $x4117 $x2209 $x2210 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x2212 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x2215)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x2212 $x2213)))))))))))))
(assert
 (let (($x2300 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x11079 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x11080 (bvadd (_ bv18446744073709543168 64) ?x11079)))
 (let (($x2301 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x11080)))
 (let (($x11074 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x11075 (and $x256 $x11074)))
 (let (($x217 (and $x11075 $x2301 $x2300 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x2290 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x217)))
 (let (($x90 (and $x11075 $x2301 $x2300 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x110 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x90)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x110 $x2290)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x143 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x146 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x146) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x143)))))
(assert
 (let (($x2203 (= ctaid.z@A ctaid.z@B)))
 (let (($x2201 (= ctaid.y@A ctaid.y@B)))
 (let (($x2199 (= ctaid.x@A ctaid.x@B)))
 (and $x2199 $x2201 $x2203)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
