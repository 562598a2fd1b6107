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
(declare-fun epoch!ww_global_out_A () (_ BitVec 32))
(declare-fun width!ww_global_out_A () (_ BitVec 64))
(declare-fun off!ww_global_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_out_B () (_ BitVec 32))
(declare-fun width!ww_global_out_B () (_ BitVec 64))
(declare-fun off!ww_global_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_out_B () (_ BitVec 32))
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
 (let ((?x358 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x361 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x358 (_ bv0 6))) (_ bv0 1))))
 (let (($x237 (= off!ww_global_out_A ?x361)))
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x286 (and $x257 $x281)))
 (let (($x176 (and $x286 $x237 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x176))))))))))
(assert
 (let ((?x7280 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x9352 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x4221 (concat (_ bv0 31) tid.x@B)))
 (let ((?x6254 (concat (bvadd ?x4221 (concat (bvadd ?x9352 ?x7280) (_ bv0 6))) (_ bv0 1))))
 (let (($x3215 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x4222 (and $x257 $x3215)))
 (let (($x1780 (and $x4222 (= off!ww_global_out_B ?x6254) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x1780)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x111 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let (($x106 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x106 (bvult off!ww_global_out_B ?x111)))))
(check-sat)
