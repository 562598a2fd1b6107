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
 (let ((?x7282 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7282) (bvule ?x7282 (_ bv1024 32)))))
(assert
 (let ((?x6269 ((_ extract 31 4) tid.x@B)))
 (let ((?x4225 (concat (_ bv0 34) ?x6269)))
 (let ((?x5248 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6258 (concat (bvadd ?x5248 ?x4225) (_ bv0 2))))
 (let ((?x8315 (mem!block_tables!32 (bvadd ?x6258 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8315) (bvule ?x8315 (_ bv4095 32)))))))))
(assert
 (let ((?x4226 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x5248 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6259 (concat (bvadd ?x5248 ?x4226) (_ bv0 2))))
 (let ((?x8316 (mem!block_tables!32 (bvadd ?x6259 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8316) (bvule ?x8316 (_ bv4095 32))))))))
(assert
 (let ((?x1061 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x5248 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4227 (concat (bvadd ?x5248 ?x1061) (_ bv0 2))))
 (let ((?x6260 (mem!block_tables!32 (bvadd ?x4227 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6260) (bvule ?x6260 (_ bv4095 32))))))))
(assert
 (let ((?x5248 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1063 (concat (bvadd ?x5248 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4228 (mem!block_tables!32 (bvadd ?x1063 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4228) (bvule ?x4228 (_ bv4095 32)))))))
(assert
 (let ((?x5248 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8320 (concat (bvadd ?x5248 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x1065 (mem!block_tables!32 (bvadd ?x8320 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1065) (bvule ?x1065 (_ bv4095 32)))))))
(assert
 (let ((?x4231 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x5248 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6264 (concat (bvadd ?x5248 ?x4231) (_ bv0 2))))
 (let ((?x8321 (mem!block_tables!32 (bvadd ?x6264 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8321) (bvule ?x8321 (_ bv4095 32))))))))
(assert
 (let ((?x1071 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x5248 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4232 (concat (bvadd ?x5248 ?x1071) (_ bv0 2))))
 (let ((?x6265 (mem!block_tables!32 (bvadd ?x4232 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6265) (bvule ?x6265 (_ bv4095 32))))))))
(assert
 (let ((?x5248 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1073 (concat (bvadd ?x5248 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4233 (mem!block_tables!32 (bvadd ?x1073 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4233) (bvule ?x4233 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x6269 ((_ extract 31 4) tid.x@B)))
 (let ((?x7294 (concat (_ bv0 4) ?x6269)))
 (let ((?x8326 ((_ extract 31 0) v2904@B)))
 (let ((?x9366 (bvmul (_ bv8 32) ?x8326)))
 (let ((?x5248 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7293 (concat (bvadd ?x5248 (concat (_ bv0 30) (bvadd ?x9366 ?x7294))) (_ bv0 2))))
 (let ((?x9365 (mem!block_tables!32 (bvadd ?x7293 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9365) (bvule ?x9365 (_ bv4095 32)))))))))))
(assert
 (let (($x1723 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x9715 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9720 (bvadd (_ bv18446744073709543168 64) ?x9715)))
 (let (($x1722 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x9720)))
 (let (($x9702 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x9706 (and $x257 $x9702)))
 (let (($x56 (and $x9706 $x1722 $x1723 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x65 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x56)))
 (let (($x72 (and $x9706 $x1722 $x1723 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x10291 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x72)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x10291 $x65)))))))))))))
(assert
 (let (($x1784 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x997 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x3188 (bvadd (_ bv18446744073709543168 64) ?x997)))
 (let (($x1783 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x3188)))
 (let (($x5209 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x6229 (and $x257 $x5209)))
 (let (($x1658 (and $x6229 $x1783 $x1784 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x1661 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x1658)))
 (let (($x127 (and $x6229 $x1783 $x1784 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x177 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x127)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x177 $x1661)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1672 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x1674 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x1674) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x1672)))))
(assert
 (let (($x1700 (= ctaid.z@A ctaid.z@B)))
 (let (($x1699 (= ctaid.y@A ctaid.y@B)))
 (let (($x1701 (= ctaid.x@A ctaid.x@B)))
 (and $x1701 $x1699 $x1700)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
