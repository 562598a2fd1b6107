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
 (bvult ctaid.z@A (_ bv256 32)))
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
 (let ((?x3289 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3280 (mem!block_tables!32 (bvadd ?x3289 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3280) (bvule ?x3280 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4301 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4305 (mem!block_tables!32 (bvadd ?x4301 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4305) (bvule ?x4305 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5319 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5322 (mem!block_tables!32 (bvadd ?x5319 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5322) (bvule ?x5322 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6345 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6328 (mem!block_tables!32 (bvadd ?x6345 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6328) (bvule ?x6328 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7375 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7355 (mem!block_tables!32 (bvadd ?x7375 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7355) (bvule ?x7355 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8413 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8389 (mem!block_tables!32 (bvadd ?x8413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8389) (bvule ?x8389 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9458 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9441 (mem!block_tables!32 (bvadd ?x9458 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9441) (bvule ?x9441 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x13993 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14013 (concat (bvadd ?x410 (concat (_ bv0 30) ?x13993)) (_ bv0 2))))
 (let ((?x14015 (mem!block_tables!32 (bvadd ?x14013 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14015) (bvule ?x14015 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv256 32)))
(assert
 (let ((?x6705 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6705) (bvule ?x6705 (_ bv1024 32)))))
(assert
 (let ((?x5691 ((_ extract 31 4) tid.x@B)))
 (let ((?x3650 (concat (_ bv0 34) ?x5691)))
 (let ((?x4672 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5680 (concat (bvadd ?x4672 ?x3650) (_ bv0 2))))
 (let ((?x7736 (mem!block_tables!32 (bvadd ?x5680 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7736) (bvule ?x7736 (_ bv4095 32)))))))))
(assert
 (let ((?x5691 ((_ extract 31 4) tid.x@B)))
 (let ((?x3650 (concat (_ bv0 34) ?x5691)))
 (let ((?x4672 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5680 (concat (bvadd ?x4672 ?x3650) (_ bv0 2))))
 (let ((?x7736 (mem!block_tables!32 (bvadd ?x5680 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7736) (bvule ?x7736 (_ bv4095 32)))))))))
(assert
 (let ((?x3651 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4672 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5681 (concat (bvadd ?x4672 ?x3651) (_ bv0 2))))
 (let ((?x7737 (mem!block_tables!32 (bvadd ?x5681 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7737) (bvule ?x7737 (_ bv4095 32))))))))
(assert
 (let ((?x4672 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3652 (concat (bvadd ?x4672 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5682 (mem!block_tables!32 (bvadd ?x3652 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5682) (bvule ?x5682 (_ bv4095 32)))))))
(assert
 (let ((?x4672 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9823 (concat (bvadd ?x4672 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3653 (mem!block_tables!32 (bvadd ?x9823 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3653) (bvule ?x3653 (_ bv4095 32)))))))
(assert
 (let ((?x4672 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7741 (concat (bvadd ?x4672 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9824 (mem!block_tables!32 (bvadd ?x7741 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9824) (bvule ?x9824 (_ bv4095 32)))))))
(assert
 (let ((?x3656 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4672 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5686 (concat (bvadd ?x4672 ?x3656) (_ bv0 2))))
 (let ((?x7742 (mem!block_tables!32 (bvadd ?x5686 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7742) (bvule ?x7742 (_ bv4095 32))))))))
(assert
 (let ((?x4672 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3657 (concat (bvadd ?x4672 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5687 (mem!block_tables!32 (bvadd ?x3657 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5687) (bvule ?x5687 (_ bv4095 32)))))))
(assert
 (let ((?x4672 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9828 (concat (bvadd ?x4672 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3658 (mem!block_tables!32 (bvadd ?x9828 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3658) (bvule ?x3658 (_ bv4095 32)))))))
(assert
 (bvule v3442@B (_ bv6 64)))
(assert
 (let ((?x5691 ((_ extract 31 4) tid.x@B)))
 (let ((?x6717 (concat (_ bv0 4) ?x5691)))
 (let ((?x7747 ((_ extract 31 0) v3442@B)))
 (let ((?x8785 (bvmul (_ bv8 32) ?x7747)))
 (let ((?x4672 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6716 (concat (bvadd ?x4672 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x8785 ?x6717))) (_ bv0 2))))
 (let ((?x8784 (mem!block_tables!32 (bvadd ?x6716 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8784) (bvule ?x8784 (_ bv4095 32)))))))))))
(assert
 (let (($x92 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x10225 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x10230 (bvadd (_ bv18446744073709543168 64) ?x10225)))
 (let (($x93 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x10230)))
 (let (($x10213 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x10217 (and $x258 $x10213)))
 (let (($x2227 (and $x10217 $x93 $x92 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x2228 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x2227)))
 (let (($x138 (and $x10217 $x93 $x92 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x2148 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x138)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x2148 $x2228)))))))))))))
(assert
 (let (($x2238 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x17359 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x17357 (bvadd (_ bv18446744073709543168 64) ?x17359)))
 (let (($x2237 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x17357)))
 (let (($x17369 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x17367 (and $x258 $x17369)))
 (let (($x2361 (and $x17367 $x2237 $x2238 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x177 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x2361)))
 (let (($x2325 (and $x17367 $x2237 $x2238 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x2329 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x2325)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x2329 $x177)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2230 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x2124 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x2124) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x2230)))))
(assert
 (let (($x179 (= ctaid.z@A ctaid.z@B)))
 (let (($x94 (= ctaid.y@A ctaid.y@B)))
 (let (($x105 (= ctaid.x@A ctaid.x@B)))
 (and $x105 $x94 $x179)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
