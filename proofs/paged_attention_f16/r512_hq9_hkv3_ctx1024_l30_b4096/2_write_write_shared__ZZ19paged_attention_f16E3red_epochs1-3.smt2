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
 (bvult ctaid.z@A (_ bv512 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x524 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x524) (bvule ?x524 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2811 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2800 (mem!block_tables!32 (bvadd ?x2811 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2800) (bvule ?x2800 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3818 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3799 (mem!block_tables!32 (bvadd ?x3818 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3799) (bvule ?x3799 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4831 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4808 (mem!block_tables!32 (bvadd ?x4831 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4808) (bvule ?x4808 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5851 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5820 (mem!block_tables!32 (bvadd ?x5851 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5820) (bvule ?x5820 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6876 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6877 (mem!block_tables!32 (bvadd ?x6876 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6877) (bvule ?x6877 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7908 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7896 (mem!block_tables!32 (bvadd ?x7908 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7896) (bvule ?x7896 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8948 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8942 (mem!block_tables!32 (bvadd ?x8948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8942) (bvule ?x8942 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12580 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12600 (concat (bvadd ?x546 (concat (_ bv0 30) ?x12580)) (_ bv0 2))))
 (let ((?x12567 (mem!block_tables!32 (bvadd ?x12600 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12567) (bvule ?x12567 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv512 32)))
(assert
 (let ((?x8314 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8314) (bvule ?x8314 (_ bv1024 32)))))
(assert
 (let ((?x7294 ((_ extract 31 4) tid.x@B)))
 (let ((?x5238 (concat (_ bv0 34) ?x7294)))
 (let ((?x6268 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7283 (concat (bvadd ?x6268 ?x5238) (_ bv0 2))))
 (let ((?x9355 (mem!block_tables!32 (bvadd ?x7283 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9355) (bvule ?x9355 (_ bv4095 32)))))))))
(assert
 (let ((?x5239 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6268 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7284 (concat (bvadd ?x6268 ?x5239) (_ bv0 2))))
 (let ((?x9356 (mem!block_tables!32 (bvadd ?x7284 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9356) (bvule ?x9356 (_ bv4095 32))))))))
(assert
 (let ((?x3220 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6268 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5240 (concat (bvadd ?x6268 ?x3220) (_ bv0 2))))
 (let ((?x7285 (mem!block_tables!32 (bvadd ?x5240 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7285) (bvule ?x7285 (_ bv4095 32))))))))
(assert
 (let ((?x6268 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3221 (concat (bvadd ?x6268 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5241 (mem!block_tables!32 (bvadd ?x3221 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5241) (bvule ?x5241 (_ bv4095 32)))))))
(assert
 (let ((?x6268 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9360 (concat (bvadd ?x6268 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3222 (mem!block_tables!32 (bvadd ?x9360 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3222) (bvule ?x3222 (_ bv4095 32)))))))
(assert
 (let ((?x5244 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6268 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7289 (concat (bvadd ?x6268 ?x5244) (_ bv0 2))))
 (let ((?x9361 (mem!block_tables!32 (bvadd ?x7289 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9361) (bvule ?x9361 (_ bv4095 32))))))))
(assert
 (let ((?x3225 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6268 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5245 (concat (bvadd ?x6268 ?x3225) (_ bv0 2))))
 (let ((?x7290 (mem!block_tables!32 (bvadd ?x5245 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7290) (bvule ?x7290 (_ bv4095 32))))))))
(assert
 (let ((?x6268 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3226 (concat (bvadd ?x6268 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5246 (mem!block_tables!32 (bvadd ?x3226 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5246) (bvule ?x5246 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x7294 ((_ extract 31 4) tid.x@B)))
 (let ((?x8326 (concat (_ bv0 4) ?x7294)))
 (let ((?x9366 ((_ extract 31 0) v2904@B)))
 (let ((?x1077 (bvmul (_ bv8 32) ?x9366)))
 (let ((?x6268 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8325 (concat (bvadd ?x6268 (concat (_ bv0 30) (bvadd ?x1077 ?x8326))) (_ bv0 2))))
 (let ((?x1075 (mem!block_tables!32 (bvadd ?x8325 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1075) (bvule ?x1075 (_ bv4095 32)))))))))))
(assert
 (let (($x210 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x9715 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9720 (bvadd (_ bv18446744073709543168 64) ?x9715)))
 (let (($x95 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x9720)))
 (let (($x9702 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x9706 (and $x257 $x9702)))
 (let (($x1920 (and $x9706 $x95 $x210 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1921 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1920)))
 (let (($x1916 (and $x9706 $x95 $x210 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1917 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1916)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x1917 $x1921)))))))))))))
(assert
 (let (($x97 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x3188 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x4195 (bvadd (_ bv18446744073709543168 64) ?x3188)))
 (let (($x1649 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x4195)))
 (let (($x6229 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x7254 (and $x257 $x6229)))
 (let (($x222 (and $x7254 $x1649 $x97 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x68 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x222)))
 (let (($x123 (and $x7254 $x1649 $x97 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x138 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x123)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x138 $x68)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1922 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x1727 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x1727) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x1922)))))
(assert
 (let (($x1729 (= ctaid.z@A ctaid.z@B)))
 (let (($x1728 (= ctaid.y@A ctaid.y@B)))
 (let (($x1769 (= ctaid.x@A ctaid.x@B)))
 (and $x1769 $x1728 $x1729)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
