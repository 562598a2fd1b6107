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
 (bvult ctaid.z@A (_ bv64 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x522 (mem!block_tables!32 (bvadd ?x550 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x522) (bvule ?x522 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2834 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2823 (mem!block_tables!32 (bvadd ?x2834 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2823) (bvule ?x2823 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3841 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3822 (mem!block_tables!32 (bvadd ?x3841 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3822) (bvule ?x3822 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4854 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4831 (mem!block_tables!32 (bvadd ?x4854 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4831) (bvule ?x4831 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5874 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5843 (mem!block_tables!32 (bvadd ?x5874 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5843) (bvule ?x5843 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6899 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6900 (mem!block_tables!32 (bvadd ?x6899 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6900) (bvule ?x6900 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7931 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7919 (mem!block_tables!32 (bvadd ?x7931 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7919) (bvule ?x7919 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8971 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8965 (mem!block_tables!32 (bvadd ?x8971 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8965) (bvule ?x8965 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12603 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12623 (concat (bvadd ?x544 (concat (_ bv0 30) ?x12603)) (_ bv0 2))))
 (let ((?x12590 (mem!block_tables!32 (bvadd ?x12623 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12590) (bvule ?x12590 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv64 32)))
(assert
 (let ((?x9377 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9377) (bvule ?x9377 (_ bv1024 32)))))
(assert
 (let ((?x8349 ((_ extract 31 4) tid.x@B)))
 (let ((?x6281 (concat (_ bv0 34) ?x8349)))
 (let ((?x7316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8338 (concat (bvadd ?x7316 ?x6281) (_ bv0 2))))
 (let ((?x1053 (mem!block_tables!32 (bvadd ?x8338 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1053) (bvule ?x1053 (_ bv4095 32)))))))))
(assert
 (let ((?x6282 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x7316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8339 (concat (bvadd ?x7316 ?x6282) (_ bv0 2))))
 (let ((?x1055 (mem!block_tables!32 (bvadd ?x8339 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1055) (bvule ?x1055 (_ bv4095 32))))))))
(assert
 (let ((?x4250 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x7316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6283 (concat (bvadd ?x7316 ?x4250) (_ bv0 2))))
 (let ((?x8340 (mem!block_tables!32 (bvadd ?x6283 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8340) (bvule ?x8340 (_ bv4095 32))))))))
(assert
 (let ((?x1061 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))))
 (let ((?x7316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4251 (concat (bvadd ?x7316 ?x1061) (_ bv0 2))))
 (let ((?x6284 (mem!block_tables!32 (bvadd ?x4251 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6284) (bvule ?x6284 (_ bv4095 32))))))))
(assert
 (let ((?x7316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1063 (concat (bvadd ?x7316 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4252 (mem!block_tables!32 (bvadd ?x1063 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4252) (bvule ?x4252 (_ bv4095 32)))))))
(assert
 (let ((?x6287 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x7316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8344 (concat (bvadd ?x7316 ?x6287) (_ bv0 2))))
 (let ((?x1065 (mem!block_tables!32 (bvadd ?x8344 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1065) (bvule ?x1065 (_ bv4095 32))))))))
(assert
 (let ((?x4255 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x7316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6288 (concat (bvadd ?x7316 ?x4255) (_ bv0 2))))
 (let ((?x8345 (mem!block_tables!32 (bvadd ?x6288 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8345) (bvule ?x8345 (_ bv4095 32))))))))
(assert
 (let ((?x1071 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))))
 (let ((?x7316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4256 (concat (bvadd ?x7316 ?x1071) (_ bv0 2))))
 (let ((?x6289 (mem!block_tables!32 (bvadd ?x4256 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6289) (bvule ?x6289 (_ bv4095 32))))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x4258 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@B)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@B)))))
 (let ((?x5271 (concat (_ bv0 30) ?x4258)))
 (let ((?x7316 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9388 (concat (bvadd ?x7316 ?x5271) (_ bv0 2))))
 (let ((?x3250 (mem!block_tables!32 (bvadd ?x9388 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3250) (bvule ?x3250 (_ bv4095 32)))))))))
(assert
 (let (($x1768 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x9738 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9743 (bvadd (_ bv18446744073709543168 64) ?x9738)))
 (let (($x1767 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x9743)))
 (let (($x9725 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x9729 (and $x256 $x9725)))
 (let (($x1839 (and $x9729 $x1767 $x1768 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1841 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1839)))
 (let (($x227 (and $x9729 $x1767 $x1768 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x102 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x227)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x102 $x1841)))))))))))))
(assert
 (let (($x1855 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x4218 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x5231 (bvadd (_ bv18446744073709543168 64) ?x4218)))
 (let (($x1851 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x5231)))
 (let (($x7277 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x8309 (and $x256 $x7277)))
 (let (($x1711 (and $x8309 $x1851 $x1855 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x1712 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x1711)))
 (let (($x1853 (and $x8309 $x1851 $x1855 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x1854 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x1853)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x1854 $x1712)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1717 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x1714 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x1714) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x1717)))))
(assert
 (let (($x1765 (= ctaid.z@A ctaid.z@B)))
 (let (($x1681 (= ctaid.y@A ctaid.y@B)))
 (let (($x1679 (= ctaid.x@A ctaid.x@B)))
 (and $x1679 $x1681 $x1765)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
