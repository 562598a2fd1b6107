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
 (bvult ctaid.z@A (_ bv16 32)))
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
 (let ((?x3322 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3313 (mem!block_tables!32 (bvadd ?x3322 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3313) (bvule ?x3313 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4334 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4338 (mem!block_tables!32 (bvadd ?x4334 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4338) (bvule ?x4338 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5352 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5355 (mem!block_tables!32 (bvadd ?x5352 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5355) (bvule ?x5355 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6378 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6361 (mem!block_tables!32 (bvadd ?x6378 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6361) (bvule ?x6361 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7408 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7388 (mem!block_tables!32 (bvadd ?x7408 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7388) (bvule ?x7388 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8446 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8422 (mem!block_tables!32 (bvadd ?x8446 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8422) (bvule ?x8422 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9491 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9474 (mem!block_tables!32 (bvadd ?x9491 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9474) (bvule ?x9474 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14025 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14045 (concat (bvadd ?x410 (concat (_ bv0 30) ?x14025)) (_ bv0 2))))
 (let ((?x14047 (mem!block_tables!32 (bvadd ?x14045 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14047) (bvule ?x14047 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv16 32)))
(assert
 (let ((?x7768 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7768) (bvule ?x7768 (_ bv1024 32)))))
(assert
 (let ((?x6750 ((_ extract 31 4) tid.x@B)))
 (let ((?x4695 (concat (_ bv0 34) ?x6750)))
 (let ((?x5723 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6739 (concat (bvadd ?x5723 ?x4695) (_ bv0 2))))
 (let ((?x8807 (mem!block_tables!32 (bvadd ?x6739 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8807) (bvule ?x8807 (_ bv4095 32)))))))))
(assert
 (let ((?x6750 ((_ extract 31 4) tid.x@B)))
 (let ((?x4695 (concat (_ bv0 34) ?x6750)))
 (let ((?x5723 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6739 (concat (bvadd ?x5723 ?x4695) (_ bv0 2))))
 (let ((?x8807 (mem!block_tables!32 (bvadd ?x6739 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8807) (bvule ?x8807 (_ bv4095 32)))))))))
(assert
 (let ((?x4696 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x5723 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6740 (concat (bvadd ?x5723 ?x4696) (_ bv0 2))))
 (let ((?x8808 (mem!block_tables!32 (bvadd ?x6740 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8808) (bvule ?x8808 (_ bv4095 32))))))))
(assert
 (let ((?x1431 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x5723 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4697 (concat (bvadd ?x5723 ?x1431) (_ bv0 2))))
 (let ((?x6741 (mem!block_tables!32 (bvadd ?x4697 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6741) (bvule ?x6741 (_ bv4095 32))))))))
(assert
 (let ((?x5723 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1433 (concat (bvadd ?x5723 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4698 (mem!block_tables!32 (bvadd ?x1433 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4698) (bvule ?x4698 (_ bv4095 32)))))))
(assert
 (let ((?x5723 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8812 (concat (bvadd ?x5723 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x1435 (mem!block_tables!32 (bvadd ?x8812 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1435) (bvule ?x1435 (_ bv4095 32)))))))
(assert
 (let ((?x4701 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x5723 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6745 (concat (bvadd ?x5723 ?x4701) (_ bv0 2))))
 (let ((?x8813 (mem!block_tables!32 (bvadd ?x6745 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8813) (bvule ?x8813 (_ bv4095 32))))))))
(assert
 (let ((?x1441 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x5723 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4702 (concat (bvadd ?x5723 ?x1441) (_ bv0 2))))
 (let ((?x6746 (mem!block_tables!32 (bvadd ?x4702 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6746) (bvule ?x6746 (_ bv4095 32))))))))
(assert
 (let ((?x5723 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1443 (concat (bvadd ?x5723 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4703 (mem!block_tables!32 (bvadd ?x1443 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4703) (bvule ?x4703 (_ bv4095 32)))))))
(assert
 (bvule v3442@B (_ bv6 64)))
(assert
 (let ((?x6750 ((_ extract 31 4) tid.x@B)))
 (let ((?x7780 (concat (_ bv0 4) ?x6750)))
 (let ((?x8818 ((_ extract 31 0) v3442@B)))
 (let ((?x9863 (bvmul (_ bv8 32) ?x8818)))
 (let ((?x5723 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7779 (concat (bvadd ?x5723 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x9863 ?x7780))) (_ bv0 2))))
 (let ((?x9862 (mem!block_tables!32 (bvadd ?x7779 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9862) (bvule ?x9862 (_ bv4095 32)))))))))))
(assert
 (let (($x2339 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x10257 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x10262 (bvadd (_ bv18446744073709543168 64) ?x10257)))
 (let (($x2270 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x10262)))
 (let (($x10244 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x10248 (and $x258 $x10244)))
 (let (($x2159 (and $x10248 $x2270 $x2339 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x99 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x2159)))
 (let (($x2155 (and $x10248 $x2270 $x2339 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x2158 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x2155)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x2158 $x99)))))))))))))
(assert
 (let (($x118 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x17389 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x17387 (bvadd (_ bv18446744073709543168 64) ?x17389)))
 (let (($x129 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x17387)))
 (let (($x17399 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x17397 (and $x258 $x17399)))
 (let (($x2144 (and $x17397 $x129 $x118 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x2145 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x2144)))
 (let (($x65 (and $x17397 $x129 $x118 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x61 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x65)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x61 $x2145)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x180 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x2208 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x2208) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x180)))))
(assert
 (let (($x2204 (= ctaid.z@A ctaid.z@B)))
 (let (($x2202 (= ctaid.y@A ctaid.y@B)))
 (let (($x2201 (= ctaid.x@A ctaid.x@B)))
 (and $x2201 $x2202 $x2204)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
