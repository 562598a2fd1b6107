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
 (let ((?x2852 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2841 (mem!block_tables!32 (bvadd ?x2852 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2841) (bvule ?x2841 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3859 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3840 (mem!block_tables!32 (bvadd ?x3859 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3840) (bvule ?x3840 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4872 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4849 (mem!block_tables!32 (bvadd ?x4872 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4849) (bvule ?x4849 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5892 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5861 (mem!block_tables!32 (bvadd ?x5892 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5861) (bvule ?x5861 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6917 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6918 (mem!block_tables!32 (bvadd ?x6917 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6918) (bvule ?x6918 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7949 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7937 (mem!block_tables!32 (bvadd ?x7949 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7937) (bvule ?x7937 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8989 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8983 (mem!block_tables!32 (bvadd ?x8989 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8983) (bvule ?x8983 (_ bv4095 32)))))))
(assert
 (bvule v2524@A (_ bv31 64)))
(assert
 (let ((?x11426 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v2524@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11459 (concat (bvadd ?x546 (concat (_ bv0 30) ?x11426)) (_ bv0 2))))
 (let ((?x11451 (mem!block_tables!32 (bvadd ?x11459 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11451) (bvule ?x11451 (_ bv4095 32))))))))
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
 (let ((?x1165 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1165) (bvule ?x1165 (_ bv1024 32)))))
(assert
 (let ((?x7390 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9452 (concat (bvadd ?x7390 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x3314 (mem!block_tables!32 (bvadd ?x9452 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3314) (bvule ?x3314 (_ bv4095 32)))))))
(assert
 (let ((?x6356 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x7390 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8413 (concat (bvadd ?x7390 ?x6356) (_ bv0 2))))
 (let ((?x1169 (mem!block_tables!32 (bvadd ?x8413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1169) (bvule ?x1169 (_ bv4095 32))))))))
(assert
 (let ((?x4324 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x7390 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6357 (concat (bvadd ?x7390 ?x4324) (_ bv0 2))))
 (let ((?x8414 (mem!block_tables!32 (bvadd ?x6357 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8414) (bvule ?x8414 (_ bv4095 32))))))))
(assert
 (let ((?x1175 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))))
 (let ((?x7390 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4325 (concat (bvadd ?x7390 ?x1175) (_ bv0 2))))
 (let ((?x6358 (mem!block_tables!32 (bvadd ?x4325 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6358) (bvule ?x6358 (_ bv4095 32))))))))
(assert
 (let ((?x7390 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1177 (concat (bvadd ?x7390 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4326 (mem!block_tables!32 (bvadd ?x1177 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4326) (bvule ?x4326 (_ bv4095 32)))))))
(assert
 (let ((?x6361 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x7390 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8418 (concat (bvadd ?x7390 ?x6361) (_ bv0 2))))
 (let ((?x1179 (mem!block_tables!32 (bvadd ?x8418 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1179) (bvule ?x1179 (_ bv4095 32))))))))
(assert
 (let ((?x4329 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x7390 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6362 (concat (bvadd ?x7390 ?x4329) (_ bv0 2))))
 (let ((?x8419 (mem!block_tables!32 (bvadd ?x6362 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8419) (bvule ?x8419 (_ bv4095 32))))))))
(assert
 (let ((?x1185 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))))
 (let ((?x7390 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4330 (concat (bvadd ?x7390 ?x1185) (_ bv0 2))))
 (let ((?x6363 (mem!block_tables!32 (bvadd ?x4330 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6363) (bvule ?x6363 (_ bv4095 32))))))))
(assert
 (bvule v2524@B (_ bv31 64)))
(assert
 (let ((?x4332 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v2524@B)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))
 (let ((?x5345 (concat (_ bv0 30) ?x4332)))
 (let ((?x7390 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9462 (concat (bvadd ?x7390 ?x5345) (_ bv0 2))))
 (let ((?x3324 (mem!block_tables!32 (bvadd ?x9462 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3324) (bvule ?x3324 (_ bv4095 32)))))))))
(assert
 (let ((?x9755 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9760 (bvadd (_ bv18446744073709543168 64) ?x9755)))
 (let (($x1888 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A ?x9760)))
 (let (($x9741 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x9745 (and $x257 $x9741)))
 (let (($x1891 (and $x9745 $x1888 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A) (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A) $x1891))))))))))
(assert
 (let ((?x4295 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x5308 (bvadd (_ bv18446744073709543168 64) ?x4295)))
 (let (($x2139 (= off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B ?x5308)))
 (let (($x7354 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x8386 (and $x257 $x7354)))
 (let (($x2137 (and $x8386 $x2139 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B) (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B) $x2137))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2022 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A)))
 (let ((?x150 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B width!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A ?x150) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B ?x2022)))))
(assert
 (let (($x1760 (= ctaid.z@A ctaid.z@B)))
 (let (($x1723 (= ctaid.y@A ctaid.y@B)))
 (let (($x1722 (= ctaid.x@A ctaid.x@B)))
 (and $x1722 $x1723 $x1760)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epoch3_B))
(check-sat)
