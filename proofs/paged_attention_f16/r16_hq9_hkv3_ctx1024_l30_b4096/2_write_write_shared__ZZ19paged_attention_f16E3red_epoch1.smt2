; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B () (_ BitVec 32))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744072929411071 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709547519 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551551 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
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
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x524 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x524) (bvule ?x524 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2610 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2599 (mem!block_tables!32 (bvadd ?x2610 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2599) (bvule ?x2599 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3358 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3327 (mem!block_tables!32 (bvadd ?x3358 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3327) (bvule ?x3327 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4106 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4079 (mem!block_tables!32 (bvadd ?x4106 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4079) (bvule ?x4079 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4855 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4785 (mem!block_tables!32 (bvadd ?x4855 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4785) (bvule ?x4785 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5610 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5614 (mem!block_tables!32 (bvadd ?x5610 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5614) (bvule ?x5614 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6358 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6167 (mem!block_tables!32 (bvadd ?x6358 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6167) (bvule ?x6167 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7103 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7002 (mem!block_tables!32 (bvadd ?x7103 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7002) (bvule ?x7002 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8417 (concat (bvadd ?x546 (concat (_ bv0 36) ((_ extract 31 6) tid.x@A))) (_ bv0 2))))
 (let ((?x8392 (mem!block_tables!32 (bvadd ?x8417 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8392) (bvule ?x8392 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9157 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9329 (concat ?x9157 (_ bv0 2))))
 (let ((?x9311 (mem!block_tables!32 (bvadd ?x9329 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9311) (bvule ?x9311 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9959 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x9953 (concat ?x9959 (_ bv0 2))))
 (let ((?x10015 (mem!block_tables!32 (bvadd ?x9953 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10015) (bvule ?x10015 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x10428 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x10421 (concat ?x10428 (_ bv0 2))))
 (let ((?x10511 (mem!block_tables!32 (bvadd ?x10421 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10511) (bvule ?x10511 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11271 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11280 (concat ?x11271 (_ bv0 2))))
 (let ((?x11123 (mem!block_tables!32 (bvadd ?x11280 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11123) (bvule ?x11123 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11687 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x11756 (concat ?x11687 (_ bv0 2))))
 (let ((?x9950 (mem!block_tables!32 (bvadd ?x11756 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9950) (bvule ?x9950 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12383 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x12300 (concat ?x12383 (_ bv0 2))))
 (let ((?x12239 (mem!block_tables!32 (bvadd ?x12300 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12239) (bvule ?x12239 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13060 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13039 (concat ?x13060 (_ bv0 2))))
 (let ((?x13085 (mem!block_tables!32 (bvadd ?x13039 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13085) (bvule ?x13085 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x13676 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x13671 (concat ?x13676 (_ bv0 2))))
 (let ((?x13615 (mem!block_tables!32 (bvadd ?x13671 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13615) (bvule ?x13615 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14231 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14213 (concat ?x14231 (_ bv0 2))))
 (let ((?x12337 (mem!block_tables!32 (bvadd ?x14213 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12337) (bvule ?x12337 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14912 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x14894 (concat ?x14912 (_ bv0 2))))
 (let ((?x14923 (mem!block_tables!32 (bvadd ?x14894 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14923) (bvule ?x14923 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x15351 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x15334 (concat ?x15351 (_ bv0 2))))
 (let ((?x15337 (mem!block_tables!32 (bvadd ?x15334 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15337) (bvule ?x15337 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16217 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16050 (concat ?x16217 (_ bv0 2))))
 (let ((?x16242 (mem!block_tables!32 (bvadd ?x16050 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16242) (bvule ?x16242 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x16711 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x16576 (concat ?x16711 (_ bv0 2))))
 (let ((?x16782 (mem!block_tables!32 (bvadd ?x16576 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16782) (bvule ?x16782 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x17240 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x17238 (concat ?x17240 (_ bv0 2))))
 (let ((?x17468 (mem!block_tables!32 (bvadd ?x17238 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17468) (bvule ?x17468 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18098 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18083 (concat ?x18098 (_ bv0 2))))
 (let ((?x18154 (mem!block_tables!32 (bvadd ?x18083 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18154) (bvule ?x18154 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x18752 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x18756 (concat ?x18752 (_ bv0 2))))
 (let ((?x18643 (mem!block_tables!32 (bvadd ?x18756 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18643) (bvule ?x18643 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19370 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19178 (concat ?x19370 (_ bv0 2))))
 (let ((?x19401 (mem!block_tables!32 (bvadd ?x19178 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19401) (bvule ?x19401 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x19999 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x19807 (concat ?x19999 (_ bv0 2))))
 (let ((?x20013 (mem!block_tables!32 (bvadd ?x19807 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20013) (bvule ?x20013 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x20636 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x20542 (concat ?x20636 (_ bv0 2))))
 (let ((?x20522 (mem!block_tables!32 (bvadd ?x20542 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20522) (bvule ?x20522 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21304 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21302 (concat ?x21304 (_ bv0 2))))
 (let ((?x21321 (mem!block_tables!32 (bvadd ?x21302 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21321) (bvule ?x21321 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x21815 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x21716 (concat ?x21815 (_ bv0 2))))
 (let ((?x21884 (mem!block_tables!32 (bvadd ?x21716 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21884) (bvule ?x21884 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x22556 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x22540 (concat ?x22556 (_ bv0 2))))
 (let ((?x22180 (mem!block_tables!32 (bvadd ?x22540 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22180) (bvule ?x22180 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23067 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23122 (concat ?x23067 (_ bv0 2))))
 (let ((?x23203 (mem!block_tables!32 (bvadd ?x23122 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23203) (bvule ?x23203 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x23340 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x23782 (concat ?x23340 (_ bv0 2))))
 (let ((?x23807 (mem!block_tables!32 (bvadd ?x23782 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23807) (bvule ?x23807 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24322 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24426 (concat ?x24322 (_ bv0 2))))
 (let ((?x24361 (mem!block_tables!32 (bvadd ?x24426 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24361) (bvule ?x24361 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x24826 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x24652 (concat ?x24826 (_ bv0 2))))
 (let ((?x24864 (mem!block_tables!32 (bvadd ?x24652 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24864) (bvule ?x24864 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x25571 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x25575 (concat ?x25571 (_ bv0 2))))
 (let ((?x25595 (mem!block_tables!32 (bvadd ?x25575 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25595) (bvule ?x25595 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26099 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26255 (concat ?x26099 (_ bv0 2))))
 (let ((?x26220 (mem!block_tables!32 (bvadd ?x26255 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26220) (bvule ?x26220 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x26809 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x26766 (concat ?x26809 (_ bv0 2))))
 (let ((?x26737 (mem!block_tables!32 (bvadd ?x26766 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26737) (bvule ?x26737 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27563 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x27302 (concat ?x27563 (_ bv0 2))))
 (let ((?x27640 (mem!block_tables!32 (bvadd ?x27302 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27640) (bvule ?x27640 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x27884 (bvadd ?x546 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x28226 (concat ?x27884 (_ bv0 2))))
 (let ((?x28013 (mem!block_tables!32 (bvadd ?x28226 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x28013) (bvule ?x28013 (_ bv4095 32))))))))
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
 (let ((?x1663 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1663) (bvule ?x1663 (_ bv1024 32)))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1872 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1853 (mem!block_tables!32 (bvadd ?x1872 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1853) (bvule ?x1853 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3682 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x876 (mem!block_tables!32 (bvadd ?x3682 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x876) (bvule ?x876 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13131 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x12653 (mem!block_tables!32 (bvadd ?x13131 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12653) (bvule ?x12653 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x23106 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x16933 (mem!block_tables!32 (bvadd ?x23106 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16933) (bvule ?x16933 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24825 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14671 (mem!block_tables!32 (bvadd ?x24825 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14671) (bvule ?x14671 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16923 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x18038 (mem!block_tables!32 (bvadd ?x16923 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18038) (bvule ?x18038 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15555 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x11597 (mem!block_tables!32 (bvadd ?x15555 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11597) (bvule ?x11597 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12413 (concat (bvadd ?x1867 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x13691 (mem!block_tables!32 (bvadd ?x12413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13691) (bvule ?x13691 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28154 (concat (bvadd ?x1867 (concat (_ bv0 36) ((_ extract 31 6) tid.x@B))) (_ bv0 2))))
 (let ((?x23241 (mem!block_tables!32 (bvadd ?x28154 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23241) (bvule ?x23241 (_ bv4095 32)))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24874 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27887 (concat ?x24874 (_ bv0 2))))
 (let ((?x27254 (mem!block_tables!32 (bvadd ?x27887 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x27254) (bvule ?x27254 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x18523 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x23966 (concat ?x18523 (_ bv0 2))))
 (let ((?x24512 (mem!block_tables!32 (bvadd ?x23966 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x24512) (bvule ?x24512 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x24244 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x22134 (concat ?x24244 (_ bv0 2))))
 (let ((?x18270 (mem!block_tables!32 (bvadd ?x22134 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x18270) (bvule ?x18270 (_ bv4095 32))))))))
(assert
 (let ((?x1284 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B))))))
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6183 (concat (bvadd ?x1867 ?x1284) (_ bv0 2))))
 (let ((?x6933 (mem!block_tables!32 (bvadd ?x6183 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6933) (bvule ?x6933 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13439 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x12798 (concat ?x13439 (_ bv0 2))))
 (let ((?x17209 (mem!block_tables!32 (bvadd ?x12798 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17209) (bvule ?x17209 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16266 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27343 (concat ?x16266 (_ bv0 2))))
 (let ((?x25833 (mem!block_tables!32 (bvadd ?x27343 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25833) (bvule ?x25833 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28100 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x27713 (concat ?x28100 (_ bv0 2))))
 (let ((?x10462 (mem!block_tables!32 (bvadd ?x27713 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10462) (bvule ?x10462 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10239 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv16 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x28293 (concat ?x10239 (_ bv0 2))))
 (let ((?x22194 (mem!block_tables!32 (bvadd ?x28293 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22194) (bvule ?x22194 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16405 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv18 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x13261 (concat ?x16405 (_ bv0 2))))
 (let ((?x11543 (mem!block_tables!32 (bvadd ?x13261 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11543) (bvule ?x11543 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28192 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv20 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x20301 (concat ?x28192 (_ bv0 2))))
 (let ((?x10446 (mem!block_tables!32 (bvadd ?x20301 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10446) (bvule ?x10446 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28460 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv22 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x14880 (concat ?x28460 (_ bv0 2))))
 (let ((?x12570 (mem!block_tables!32 (bvadd ?x14880 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12570) (bvule ?x12570 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x27330 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv24 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x21045 (concat ?x27330 (_ bv0 2))))
 (let ((?x26232 (mem!block_tables!32 (bvadd ?x21045 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26232) (bvule ?x26232 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3670 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv26 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x1203 (concat ?x3670 (_ bv0 2))))
 (let ((?x6708 (mem!block_tables!32 (bvadd ?x1203 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6708) (bvule ?x6708 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5287 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv28 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x5280 (concat ?x5287 (_ bv0 2))))
 (let ((?x3602 (mem!block_tables!32 (bvadd ?x5280 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3602) (bvule ?x3602 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30295 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv30 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x30096 (concat ?x30295 (_ bv0 2))))
 (let ((?x30288 (mem!block_tables!32 (bvadd ?x30096 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30288) (bvule ?x30288 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x28698 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv32 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x29057 (concat ?x28698 (_ bv0 2))))
 (let ((?x29058 (mem!block_tables!32 (bvadd ?x29057 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x29058) (bvule ?x29058 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x30938 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv34 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x30754 (concat ?x30938 (_ bv0 2))))
 (let ((?x30739 (mem!block_tables!32 (bvadd ?x30754 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30739) (bvule ?x30739 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x31445 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv36 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x31006 (concat ?x31445 (_ bv0 2))))
 (let ((?x31235 (mem!block_tables!32 (bvadd ?x31006 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31235) (bvule ?x31235 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32083 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv38 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x31991 (concat ?x32083 (_ bv0 2))))
 (let ((?x31979 (mem!block_tables!32 (bvadd ?x31991 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x31979) (bvule ?x31979 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x32627 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv40 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x32557 (concat ?x32627 (_ bv0 2))))
 (let ((?x32225 (mem!block_tables!32 (bvadd ?x32557 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32225) (bvule ?x32225 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33238 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv42 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33070 (concat ?x33238 (_ bv0 2))))
 (let ((?x32950 (mem!block_tables!32 (bvadd ?x33070 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x32950) (bvule ?x32950 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x33854 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv44 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x33714 (concat ?x33854 (_ bv0 2))))
 (let ((?x33719 (mem!block_tables!32 (bvadd ?x33714 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x33719) (bvule ?x33719 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34251 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv46 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34383 (concat ?x34251 (_ bv0 2))))
 (let ((?x34341 (mem!block_tables!32 (bvadd ?x34383 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34341) (bvule ?x34341 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x34843 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv48 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x34878 (concat ?x34843 (_ bv0 2))))
 (let ((?x34962 (mem!block_tables!32 (bvadd ?x34878 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x34962) (bvule ?x34962 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x35419 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv50 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35313 (concat ?x35419 (_ bv0 2))))
 (let ((?x35467 (mem!block_tables!32 (bvadd ?x35313 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x35467) (bvule ?x35467 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36100 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv52 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x35923 (concat ?x36100 (_ bv0 2))))
 (let ((?x36217 (mem!block_tables!32 (bvadd ?x35923 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36217) (bvule ?x36217 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36491 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv54 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x36381 (concat ?x36491 (_ bv0 2))))
 (let ((?x36592 (mem!block_tables!32 (bvadd ?x36381 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x36592) (bvule ?x36592 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x36985 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv56 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37260 (concat ?x36985 (_ bv0 2))))
 (let ((?x37373 (mem!block_tables!32 (bvadd ?x37260 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37373) (bvule ?x37373 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x37678 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv58 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x37511 (concat ?x37678 (_ bv0 2))))
 (let ((?x37578 (mem!block_tables!32 (bvadd ?x37511 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x37578) (bvule ?x37578 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38104 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv60 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x38251 (concat ?x38104 (_ bv0 2))))
 (let ((?x38607 (mem!block_tables!32 (bvadd ?x38251 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38607) (bvule ?x38607 (_ bv4095 32))))))))
(assert
 (let ((?x1867 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x38844 (bvadd ?x1867 (concat (_ bv0 30) (bvadd (_ bv62 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x39184 (concat ?x38844 (_ bv0 2))))
 (let ((?x38862 (mem!block_tables!32 (bvadd ?x39184 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x38862) (bvule ?x38862 (_ bv4095 32))))))))
(assert
 (let ((?x7879 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x7889 (bvadd (_ bv18446744073709543168 64) ?x7879)))
 (let (($x5539 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A ?x7889)))
 (let (($x7858 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x7864 (and $x257 $x7858)))
 (let (($x5799 (and $x7864 $x5539 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A) (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A) $x5799))))))))))
(assert
 (let ((?x25747 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x27947 (bvadd (_ bv18446744073709543168 64) ?x25747)))
 (let (($x68 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B ?x27947)))
 (let (($x20472 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x21970 (and $x257 $x20472)))
 (let (($x82 (and $x21970 $x68 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B) (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B) $x82))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x5514 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A)))
 (let ((?x225 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B width!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A ?x225) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B ?x5514)))))
(assert
 (let (($x2809 (= ctaid.z@A ctaid.z@B)))
 (let (($x1591 (= ctaid.y@A ctaid.y@B)))
 (let (($x778 (= ctaid.x@A ctaid.x@B)))
 (and $x778 $x1591 $x2809)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch1_B))
(check-sat)
