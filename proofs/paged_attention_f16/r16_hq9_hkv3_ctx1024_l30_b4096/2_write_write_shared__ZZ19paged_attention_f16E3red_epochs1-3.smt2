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
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12620 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12640 (concat (bvadd ?x546 (concat (_ bv0 30) ?x12620)) (_ bv0 2))))
 (let ((?x12607 (mem!block_tables!32 (bvadd ?x12640 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12607) (bvule ?x12607 (_ bv4095 32))))))))
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
 (let ((?x8355 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8355) (bvule ?x8355 (_ bv1024 32)))))
(assert
 (let ((?x7335 ((_ extract 31 4) tid.x@B)))
 (let ((?x5279 (concat (_ bv0 34) ?x7335)))
 (let ((?x6309 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7324 (concat (bvadd ?x6309 ?x5279) (_ bv0 2))))
 (let ((?x9396 (mem!block_tables!32 (bvadd ?x7324 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9396) (bvule ?x9396 (_ bv4095 32)))))))))
(assert
 (let ((?x5280 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6309 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7325 (concat (bvadd ?x6309 ?x5280) (_ bv0 2))))
 (let ((?x9397 (mem!block_tables!32 (bvadd ?x7325 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9397) (bvule ?x9397 (_ bv4095 32))))))))
(assert
 (let ((?x3261 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6309 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5281 (concat (bvadd ?x6309 ?x3261) (_ bv0 2))))
 (let ((?x7326 (mem!block_tables!32 (bvadd ?x5281 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7326) (bvule ?x7326 (_ bv4095 32))))))))
(assert
 (let ((?x6309 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3262 (concat (bvadd ?x6309 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5282 (mem!block_tables!32 (bvadd ?x3262 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5282) (bvule ?x5282 (_ bv4095 32)))))))
(assert
 (let ((?x6309 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9401 (concat (bvadd ?x6309 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3263 (mem!block_tables!32 (bvadd ?x9401 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3263) (bvule ?x3263 (_ bv4095 32)))))))
(assert
 (let ((?x5285 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6309 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7330 (concat (bvadd ?x6309 ?x5285) (_ bv0 2))))
 (let ((?x9402 (mem!block_tables!32 (bvadd ?x7330 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9402) (bvule ?x9402 (_ bv4095 32))))))))
(assert
 (let ((?x3266 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6309 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5286 (concat (bvadd ?x6309 ?x3266) (_ bv0 2))))
 (let ((?x7331 (mem!block_tables!32 (bvadd ?x5286 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7331) (bvule ?x7331 (_ bv4095 32))))))))
(assert
 (let ((?x6309 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3267 (concat (bvadd ?x6309 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5287 (mem!block_tables!32 (bvadd ?x3267 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5287) (bvule ?x5287 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x7335 ((_ extract 31 4) tid.x@B)))
 (let ((?x8367 (concat (_ bv0 4) ?x7335)))
 (let ((?x9407 ((_ extract 31 0) v2904@B)))
 (let ((?x1077 (bvmul (_ bv8 32) ?x9407)))
 (let ((?x6309 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8366 (concat (bvadd ?x6309 (concat (_ bv0 30) (bvadd ?x1077 ?x8367))) (_ bv0 2))))
 (let ((?x1075 (mem!block_tables!32 (bvadd ?x8366 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1075) (bvule ?x1075 (_ bv4095 32)))))))))))
(assert
 (let (($x1907 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x9755 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9760 (bvadd (_ bv18446744073709543168 64) ?x9755)))
 (let (($x1910 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x9760)))
 (let (($x9741 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x9745 (and $x257 $x9741)))
 (let (($x155 (and $x9745 $x1910 $x1907 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x156 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x155)))
 (let (($x1909 (and $x9745 $x1910 $x1907 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1911 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1909)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x1911 $x156)))))))))))))
(assert
 (let (($x143 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x3229 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x4236 (bvadd (_ bv18446744073709543168 64) ?x3229)))
 (let (($x1905 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x4236)))
 (let (($x6270 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x7295 (and $x257 $x6270)))
 (let (($x113 (and $x7295 $x1905 $x143 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x104 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x113)))
 (let (($x1744 (and $x7295 $x1905 $x143 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x1741 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x1744)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x1741 $x104)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1661 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x121 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x121) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x1661)))))
(assert
 (let (($x90 (= ctaid.z@A ctaid.z@B)))
 (let (($x111 (= ctaid.y@A ctaid.y@B)))
 (let (($x106 (= ctaid.x@A ctaid.x@B)))
 (and $x106 $x111 $x90)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
