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
(declare-fun v2524@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2524@B () (_ BitVec 64))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B () (_ BitVec 32))
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
 (bvule v2524@A (_ bv31 64)))
(assert
 (let ((?x11387 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v2524@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11420 (concat (bvadd ?x546 (concat (_ bv0 30) ?x11387)) (_ bv0 2))))
 (let ((?x11412 (mem!block_tables!32 (bvadd ?x11420 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11412) (bvule ?x11412 (_ bv4095 32))))))))
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
 (let ((?x9410 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9410) (bvule ?x9410 (_ bv1024 32)))))
(assert
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8371 (concat (bvadd ?x6324 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1167 (mem!block_tables!32 (bvadd ?x8371 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1167) (bvule ?x1167 (_ bv4095 32)))))))
(assert
 (let ((?x5295 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7340 (concat (bvadd ?x6324 ?x5295) (_ bv0 2))))
 (let ((?x9412 (mem!block_tables!32 (bvadd ?x7340 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9412) (bvule ?x9412 (_ bv4095 32))))))))
(assert
 (let ((?x3276 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5296 (concat (bvadd ?x6324 ?x3276) (_ bv0 2))))
 (let ((?x7341 (mem!block_tables!32 (bvadd ?x5296 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7341) (bvule ?x7341 (_ bv4095 32))))))))
(assert
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3277 (concat (bvadd ?x6324 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5297 (mem!block_tables!32 (bvadd ?x3277 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5297) (bvule ?x5297 (_ bv4095 32)))))))
(assert
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9416 (concat (bvadd ?x6324 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3278 (mem!block_tables!32 (bvadd ?x9416 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3278) (bvule ?x3278 (_ bv4095 32)))))))
(assert
 (let ((?x5300 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7345 (concat (bvadd ?x6324 ?x5300) (_ bv0 2))))
 (let ((?x9417 (mem!block_tables!32 (bvadd ?x7345 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9417) (bvule ?x9417 (_ bv4095 32))))))))
(assert
 (let ((?x3281 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5301 (concat (bvadd ?x6324 ?x3281) (_ bv0 2))))
 (let ((?x7346 (mem!block_tables!32 (bvadd ?x5301 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7346) (bvule ?x7346 (_ bv4095 32))))))))
(assert
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3282 (concat (bvadd ?x6324 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5302 (mem!block_tables!32 (bvadd ?x3282 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5302) (bvule ?x5302 (_ bv4095 32)))))))
(assert
 (bvule v2524@B (_ bv31 64)))
(assert
 (let ((?x7350 ((_ extract 31 6) tid.x@B)))
 (let ((?x8382 (concat (_ bv0 6) ?x7350)))
 (let ((?x9422 ((_ extract 31 0) v2524@B)))
 (let ((?x1189 (bvmul (_ bv2 32) ?x9422)))
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8381 (concat (bvadd ?x6324 (concat (_ bv0 30) (bvadd ?x1189 ?x8382))) (_ bv0 2))))
 (let ((?x1187 (mem!block_tables!32 (bvadd ?x8381 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1187) (bvule ?x1187 (_ bv4095 32)))))))))))
(assert
 (let ((?x9715 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9720 (bvadd (_ bv18446744073709543168 64) ?x9715)))
 (let (($x116 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A ?x9720)))
 (let (($x9702 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x9706 (and $x257 $x9702)))
 (let (($x1688 (and $x9706 $x116 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A) (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A) $x1688))))))))))
(assert
 (let ((?x3247 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x4254 (bvadd (_ bv18446744073709543168 64) ?x3247)))
 (let (($x1969 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B ?x4254)))
 (let (($x6288 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x7313 (and $x257 $x6288)))
 (let (($x1970 (and $x7313 $x1969 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B) (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B) $x1970))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x179 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A)))
 (let ((?x2153 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A ?x2153) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B ?x179)))))
(assert
 (let (($x2065 (= ctaid.z@A ctaid.z@B)))
 (let (($x1761 (= ctaid.y@A ctaid.y@B)))
 (let (($x1759 (= ctaid.x@A ctaid.x@B)))
 (and $x1759 $x1761 $x2065)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B))
(check-sat)
