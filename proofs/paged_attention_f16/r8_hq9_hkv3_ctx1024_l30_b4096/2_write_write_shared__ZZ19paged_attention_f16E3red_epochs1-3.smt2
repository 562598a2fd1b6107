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
(declare-fun v2931@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2931@B () (_ BitVec 64))
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
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x524 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x524) (bvule ?x524 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2869 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2858 (mem!block_tables!32 (bvadd ?x2869 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2858) (bvule ?x2858 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3882 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3863 (mem!block_tables!32 (bvadd ?x3882 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3863) (bvule ?x3863 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4901 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4878 (mem!block_tables!32 (bvadd ?x4901 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4878) (bvule ?x4878 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5927 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5896 (mem!block_tables!32 (bvadd ?x5927 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5896) (bvule ?x5896 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6958 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6959 (mem!block_tables!32 (bvadd ?x6958 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6959) (bvule ?x6959 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7996 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7984 (mem!block_tables!32 (bvadd ?x7996 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7984) (bvule ?x7984 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9042 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9036 (mem!block_tables!32 (bvadd ?x9042 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9036) (bvule ?x9036 (_ bv4095 32)))))))
(assert
 (bvule v2931@A (_ bv7 64)))
(assert
 (let ((?x12679 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2931@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12699 (concat (bvadd ?x546 (concat (_ bv0 30) ?x12679)) (_ bv0 2))))
 (let ((?x12696 (mem!block_tables!32 (bvadd ?x12699 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12696) (bvule ?x12696 (_ bv4095 32))))))))
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
 (let ((?x6335 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6335) (bvule ?x6335 (_ bv1024 32)))))
(assert
 (let ((?x5321 ((_ extract 31 4) tid.x@B)))
 (let ((?x3278 (concat (_ bv0 34) ?x5321)))
 (let ((?x4301 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5310 (concat (bvadd ?x4301 ?x3278) (_ bv0 2))))
 (let ((?x7367 (mem!block_tables!32 (bvadd ?x5310 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7367) (bvule ?x7367 (_ bv4095 32)))))))))
(assert
 (let ((?x3279 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4301 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5311 (concat (bvadd ?x4301 ?x3279) (_ bv0 2))))
 (let ((?x7368 (mem!block_tables!32 (bvadd ?x5311 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7368) (bvule ?x7368 (_ bv4095 32))))))))
(assert
 (let ((?x4301 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3280 (concat (bvadd ?x4301 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5312 (mem!block_tables!32 (bvadd ?x3280 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5312) (bvule ?x5312 (_ bv4095 32)))))))
(assert
 (let ((?x4301 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9455 (concat (bvadd ?x4301 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3281 (mem!block_tables!32 (bvadd ?x9455 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3281) (bvule ?x3281 (_ bv4095 32)))))))
(assert
 (let ((?x4301 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7372 (concat (bvadd ?x4301 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9456 (mem!block_tables!32 (bvadd ?x7372 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9456) (bvule ?x9456 (_ bv4095 32)))))))
(assert
 (let ((?x3284 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4301 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5316 (concat (bvadd ?x4301 ?x3284) (_ bv0 2))))
 (let ((?x7373 (mem!block_tables!32 (bvadd ?x5316 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7373) (bvule ?x7373 (_ bv4095 32))))))))
(assert
 (let ((?x4301 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3285 (concat (bvadd ?x4301 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5317 (mem!block_tables!32 (bvadd ?x3285 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5317) (bvule ?x5317 (_ bv4095 32)))))))
(assert
 (let ((?x4301 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9460 (concat (bvadd ?x4301 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3286 (mem!block_tables!32 (bvadd ?x9460 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3286) (bvule ?x3286 (_ bv4095 32)))))))
(assert
 (bvule v2931@B (_ bv7 64)))
(assert
 (let ((?x5321 ((_ extract 31 4) tid.x@B)))
 (let ((?x6347 (concat (_ bv0 4) ?x5321)))
 (let ((?x7378 ((_ extract 31 0) v2931@B)))
 (let ((?x8416 (bvmul (_ bv8 32) ?x7378)))
 (let ((?x4301 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6346 (concat (bvadd ?x4301 (concat (_ bv0 30) (bvadd ?x8416 ?x6347))) (_ bv0 2))))
 (let ((?x8415 (mem!block_tables!32 (bvadd ?x6346 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8415) (bvule ?x8415 (_ bv4095 32)))))))))))
(assert
 (let (($x81 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x9814 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9819 (bvadd (_ bv18446744073709543168 64) ?x9814)))
 (let (($x1863 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x9819)))
 (let (($x9801 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x9805 (and $x257 $x9801)))
 (let (($x1919 (and $x9805 $x1863 $x81 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x153 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1919)))
 (let (($x1918 (and $x9805 $x1863 $x81 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1915 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1918)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x1915 $x153)))))))))))))
(assert
 (let (($x155 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x9422 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x998 (bvadd (_ bv18446744073709543168 64) ?x9422)))
 (let (($x95 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x998)))
 (let (($x4262 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x5281 (and $x257 $x4262)))
 (let (($x1751 (and $x5281 $x95 $x155 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x84 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x1751)))
 (let (($x1840 (and $x5281 $x95 $x155 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x1841 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x1840)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x1841 $x84)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x141 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x114 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x114) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x141)))))
(assert
 (let (($x90 (= ctaid.z@A ctaid.z@B)))
 (let (($x111 (= ctaid.y@A ctaid.y@B)))
 (let (($x106 (= ctaid.x@A ctaid.x@B)))
 (and $x106 $x111 $x90)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
