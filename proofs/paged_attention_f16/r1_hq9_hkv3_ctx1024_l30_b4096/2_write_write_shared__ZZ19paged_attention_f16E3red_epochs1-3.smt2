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
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv1024 32)))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x549 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x521 (mem!block_tables!32 (bvadd ?x549 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x521) (bvule ?x521 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2883 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2872 (mem!block_tables!32 (bvadd ?x2883 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2872) (bvule ?x2872 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3890 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3871 (mem!block_tables!32 (bvadd ?x3890 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3871) (bvule ?x3871 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4903 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4880 (mem!block_tables!32 (bvadd ?x4903 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4880) (bvule ?x4880 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5923 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5892 (mem!block_tables!32 (bvadd ?x5923 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5892) (bvule ?x5892 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6948 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6949 (mem!block_tables!32 (bvadd ?x6948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6949) (bvule ?x6949 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7980 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7968 (mem!block_tables!32 (bvadd ?x7980 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7968) (bvule ?x7968 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9020 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9014 (mem!block_tables!32 (bvadd ?x9020 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9014) (bvule ?x9014 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12652 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12672 (concat (bvadd ?x543 (concat (_ bv0 30) ?x12652)) (_ bv0 2))))
 (let ((?x12639 (mem!block_tables!32 (bvadd ?x12672 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12639) (bvule ?x12639 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x7354 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7354) (bvule ?x7354 (_ bv1024 32)))))
(assert
 (let ((?x6341 ((_ extract 31 4) tid.x@B)))
 (let ((?x4297 (concat (_ bv0 34) ?x6341)))
 (let ((?x5320 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6330 (concat (bvadd ?x5320 ?x4297) (_ bv0 2))))
 (let ((?x8387 (mem!block_tables!32 (bvadd ?x6330 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8387) (bvule ?x8387 (_ bv4095 32)))))))))
(assert
 (let ((?x4298 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x5320 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6331 (concat (bvadd ?x5320 ?x4298) (_ bv0 2))))
 (let ((?x8388 (mem!block_tables!32 (bvadd ?x6331 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8388) (bvule ?x8388 (_ bv4095 32))))))))
(assert
 (let ((?x1058 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x5320 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4299 (concat (bvadd ?x5320 ?x1058) (_ bv0 2))))
 (let ((?x6332 (mem!block_tables!32 (bvadd ?x4299 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6332) (bvule ?x6332 (_ bv4095 32))))))))
(assert
 (let ((?x5320 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1060 (concat (bvadd ?x5320 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4300 (mem!block_tables!32 (bvadd ?x1060 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4300) (bvule ?x4300 (_ bv4095 32)))))))
(assert
 (let ((?x5320 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8392 (concat (bvadd ?x5320 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x1062 (mem!block_tables!32 (bvadd ?x8392 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1062) (bvule ?x1062 (_ bv4095 32)))))))
(assert
 (let ((?x4303 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x5320 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6336 (concat (bvadd ?x5320 ?x4303) (_ bv0 2))))
 (let ((?x8393 (mem!block_tables!32 (bvadd ?x6336 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8393) (bvule ?x8393 (_ bv4095 32))))))))
(assert
 (let ((?x1068 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x5320 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4304 (concat (bvadd ?x5320 ?x1068) (_ bv0 2))))
 (let ((?x6337 (mem!block_tables!32 (bvadd ?x4304 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6337) (bvule ?x6337 (_ bv4095 32))))))))
(assert
 (let ((?x5320 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1070 (concat (bvadd ?x5320 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4305 (mem!block_tables!32 (bvadd ?x1070 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4305) (bvule ?x4305 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x6341 ((_ extract 31 4) tid.x@B)))
 (let ((?x7366 (concat (_ bv0 4) ?x6341)))
 (let ((?x8398 ((_ extract 31 0) v2904@B)))
 (let ((?x9438 (bvmul (_ bv8 32) ?x8398)))
 (let ((?x5320 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7365 (concat (bvadd ?x5320 (concat (_ bv0 30) (bvadd ?x9438 ?x7366))) (_ bv0 2))))
 (let ((?x9437 (mem!block_tables!32 (bvadd ?x7365 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9437) (bvule ?x9437 (_ bv4095 32)))))))))))
(assert
 (let (($x1767 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x9787 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x9792 (bvadd (_ bv18446744073709543168 64) ?x9787)))
 (let (($x1765 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x9792)))
 (let (($x9774 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x9778 (and $x254 $x9774)))
 (let (($x1676 (and $x9778 $x1765 $x1767 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1677 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1676)))
 (let (($x1673 (and $x9778 $x1765 $x1767 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1674 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1673)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x1674 $x1677)))))))))))))
(assert
 (let (($x207 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x994 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x3260 (bvadd (_ bv18446744073709543168 64) ?x994)))
 (let (($x231 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x3260)))
 (let (($x5281 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x6301 (and $x254 $x5281)))
 (let (($x1866 (and $x6301 $x231 $x207 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x1870 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x1866)))
 (let (($x172 (and $x6301 $x231 $x207 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x94 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x172)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x94 $x1870)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x142 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x1869 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x1869) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x142)))))
(assert
 (let (($x1760 (= ctaid.z@A ctaid.z@B)))
 (let (($x1759 (= ctaid.y@A ctaid.y@B)))
 (let (($x74 (= ctaid.x@A ctaid.x@B)))
 (and $x74 $x1759 $x1760)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
