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
 (bvult ctaid.z@A (_ bv8 32)))
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
 (let ((?x3328 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3319 (mem!block_tables!32 (bvadd ?x3328 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3319) (bvule ?x3319 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4340 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4344 (mem!block_tables!32 (bvadd ?x4340 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4344) (bvule ?x4344 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5358 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5361 (mem!block_tables!32 (bvadd ?x5358 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5361) (bvule ?x5361 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6384 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6367 (mem!block_tables!32 (bvadd ?x6384 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6367) (bvule ?x6367 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7414 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7394 (mem!block_tables!32 (bvadd ?x7414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7394) (bvule ?x7394 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8452 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8428 (mem!block_tables!32 (bvadd ?x8452 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8428) (bvule ?x8428 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9497 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9480 (mem!block_tables!32 (bvadd ?x9497 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9480) (bvule ?x9480 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14032 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14052 (concat (bvadd ?x410 (concat (_ bv0 30) ?x14032)) (_ bv0 2))))
 (let ((?x14054 (mem!block_tables!32 (bvadd ?x14052 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14054) (bvule ?x14054 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv8 32)))
(assert
 (let ((?x6744 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6744) (bvule ?x6744 (_ bv1024 32)))))
(assert
 (let ((?x5730 ((_ extract 31 4) tid.x@B)))
 (let ((?x3689 (concat (_ bv0 34) ?x5730)))
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5719 (concat (bvadd ?x4711 ?x3689) (_ bv0 2))))
 (let ((?x7775 (mem!block_tables!32 (bvadd ?x5719 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7775) (bvule ?x7775 (_ bv4095 32)))))))))
(assert
 (let ((?x5730 ((_ extract 31 4) tid.x@B)))
 (let ((?x3689 (concat (_ bv0 34) ?x5730)))
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5719 (concat (bvadd ?x4711 ?x3689) (_ bv0 2))))
 (let ((?x7775 (mem!block_tables!32 (bvadd ?x5719 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7775) (bvule ?x7775 (_ bv4095 32)))))))))
(assert
 (let ((?x3690 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5720 (concat (bvadd ?x4711 ?x3690) (_ bv0 2))))
 (let ((?x7776 (mem!block_tables!32 (bvadd ?x5720 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7776) (bvule ?x7776 (_ bv4095 32))))))))
(assert
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3691 (concat (bvadd ?x4711 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5721 (mem!block_tables!32 (bvadd ?x3691 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5721) (bvule ?x5721 (_ bv4095 32)))))))
(assert
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9862 (concat (bvadd ?x4711 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3692 (mem!block_tables!32 (bvadd ?x9862 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3692) (bvule ?x3692 (_ bv4095 32)))))))
(assert
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7780 (concat (bvadd ?x4711 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9863 (mem!block_tables!32 (bvadd ?x7780 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9863) (bvule ?x9863 (_ bv4095 32)))))))
(assert
 (let ((?x3695 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5725 (concat (bvadd ?x4711 ?x3695) (_ bv0 2))))
 (let ((?x7781 (mem!block_tables!32 (bvadd ?x5725 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7781) (bvule ?x7781 (_ bv4095 32))))))))
(assert
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3696 (concat (bvadd ?x4711 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5726 (mem!block_tables!32 (bvadd ?x3696 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5726) (bvule ?x5726 (_ bv4095 32)))))))
(assert
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9867 (concat (bvadd ?x4711 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3697 (mem!block_tables!32 (bvadd ?x9867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3697) (bvule ?x3697 (_ bv4095 32)))))))
(assert
 (bvule v3442@B (_ bv6 64)))
(assert
 (let ((?x5730 ((_ extract 31 4) tid.x@B)))
 (let ((?x6756 (concat (_ bv0 4) ?x5730)))
 (let ((?x7786 ((_ extract 31 0) v3442@B)))
 (let ((?x8824 (bvmul (_ bv8 32) ?x7786)))
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6755 (concat (bvadd ?x4711 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x8824 ?x6756))) (_ bv0 2))))
 (let ((?x8823 (mem!block_tables!32 (bvadd ?x6755 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8823) (bvule ?x8823 (_ bv4095 32)))))))))))
(assert
 (let (($x2347 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x10264 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x10269 (bvadd (_ bv18446744073709543168 64) ?x10264)))
 (let (($x2346 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x10269)))
 (let (($x10252 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x10256 (and $x258 $x10252)))
 (let (($x78 (and $x10256 $x2346 $x2347 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x130 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x78)))
 (let (($x2350 (and $x10256 $x2346 $x2347 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x128 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x2350)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x128 $x130)))))))))))))
(assert
 (let (($x2344 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x17398 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x17396 (bvadd (_ bv18446744073709543168 64) ?x17398)))
 (let (($x2343 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x17396)))
 (let (($x17408 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x17406 (and $x258 $x17408)))
 (let (($x2181 (and $x17406 $x2343 $x2344 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x2183 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x2181)))
 (let (($x2341 (and $x17406 $x2343 $x2344 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x2179 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x2341)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x2179 $x2183)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x97 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x2112 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x2112) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x97)))))
(assert
 (let (($x2388 (= ctaid.z@A ctaid.z@B)))
 (let (($x2382 (= ctaid.y@A ctaid.y@B)))
 (let (($x2381 (= ctaid.x@A ctaid.x@B)))
 (and $x2381 $x2382 $x2388)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
