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
(declare-fun v1556@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v1556@B () (_ BitVec 64))
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
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv256 32)))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x546 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x511 (mem!block_tables!32 (bvadd ?x546 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x511) (bvule ?x511 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2886 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2876 (mem!block_tables!32 (bvadd ?x2886 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2876) (bvule ?x2876 (_ bv63 32)))))))
(assert
 (bvule v1556@A (_ bv1 64)))
(assert
 (let ((?x6175 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v1556@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6195 (concat (bvadd ?x540 (concat (_ bv0 30) ?x6175)) (_ bv0 2))))
 (let ((?x6181 (mem!block_tables!32 (bvadd ?x6195 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6181) (bvule ?x6181 (_ bv63 32))))))))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv70 32)))
(assert
 (let ((?x8730 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8730) (bvule ?x8730 (_ bv256 32)))))
(assert
 (let ((?x4706 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8721 (concat (bvadd ?x4706 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x8723 (mem!block_tables!32 (bvadd ?x8721 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8723) (bvule ?x8723 (_ bv63 32)))))))
(assert
 (let ((?x4657 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4706 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4760 (concat (bvadd ?x4706 ?x4657) (_ bv0 2))))
 (let ((?x4940 (mem!block_tables!32 (bvadd ?x4760 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4940) (bvule ?x4940 (_ bv63 32))))))))
(assert
 (bvule v1556@B (_ bv1 64)))
(assert
 (let ((?x4705 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v1556@B)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@B)))))
 (let ((?x4706 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5743 (concat (bvadd ?x4706 (concat (_ bv0 30) ?x4705)) (_ bv0 2))))
 (let ((?x5747 (mem!block_tables!32 (bvadd ?x5743 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5747) (bvule ?x5747 (_ bv63 32))))))))
(assert
 (let (($x1774 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x3653 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x3658 (bvadd (_ bv18446744073709543168 64) ?x3653)))
 (let (($x1770 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x3658)))
 (let (($x3639 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x3643 (and $x255 $x3639)))
 (let (($x1679 (and $x3643 $x1770 $x1774 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1680 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1679)))
 (let (($x1772 (and $x3643 $x1770 $x1774 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1773 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1772)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x1773 $x1680)))))))))))))
(assert
 (let (($x1769 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x8957 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x8958 (bvadd (_ bv18446744073709543168 64) ?x8957)))
 (let (($x1768 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x8958)))
 (let (($x8952 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x8953 (and $x255 $x8952)))
 (let (($x106 (and $x8953 $x1768 $x1769 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x111 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x106)))
 (let (($x149 (and $x8953 $x1768 $x1769 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x1845 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x149)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x1845 $x111)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1824 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x139 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x139) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x1824)))))
(assert
 (let (($x213 (= ctaid.z@A ctaid.z@B)))
 (let (($x223 (= ctaid.y@A ctaid.y@B)))
 (let (($x157 (= ctaid.x@A ctaid.x@B)))
 (and $x157 $x223 $x213)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
