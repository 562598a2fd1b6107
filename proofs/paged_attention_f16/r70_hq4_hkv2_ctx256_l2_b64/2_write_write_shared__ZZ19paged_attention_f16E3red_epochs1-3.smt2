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
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
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
 (let ((?x483 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x489 (concat (bvadd ?x483 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x454 (mem!block_tables!32 (bvadd ?x489 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x454) (bvule ?x454 (_ bv63 32)))))))
(assert
 (let ((?x483 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1951 (concat (bvadd ?x483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1939 (mem!block_tables!32 (bvadd ?x1951 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1939) (bvule ?x1939 (_ bv63 32)))))))
(assert
 (let ((?x483 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x489 (concat (bvadd ?x483 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x454 (mem!block_tables!32 (bvadd ?x489 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x454) (bvule ?x454 (_ bv63 32)))))))
(assert
 (let ((?x483 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x489 (concat (bvadd ?x483 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x3868 (bvadd (_ bv32 64) ?x489)))
 (let ((?x3734 (mem!block_tables!32 (bvadd ?x3868 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3734) (bvule ?x3734 (_ bv63 32))))))))
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
 (let ((?x5892 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5892) (bvule ?x5892 (_ bv256 32)))))
(assert
 (let ((?x5862 ((_ extract 31 4) tid.x@B)))
 (let ((?x5863 (concat (_ bv0 34) ?x5862)))
 (let ((?x5865 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5867 (concat (bvadd ?x5865 ?x5863) (_ bv0 2))))
 (let ((?x5875 (mem!block_tables!32 (bvadd ?x5867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5875) (bvule ?x5875 (_ bv63 32)))))))))
(assert
 (let ((?x5865 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5883 (concat (bvadd ?x5865 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5885 (mem!block_tables!32 (bvadd ?x5883 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5885) (bvule ?x5885 (_ bv63 32)))))))
(assert
 (let ((?x5862 ((_ extract 31 4) tid.x@B)))
 (let ((?x5863 (concat (_ bv0 34) ?x5862)))
 (let ((?x5865 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5867 (concat (bvadd ?x5865 ?x5863) (_ bv0 2))))
 (let ((?x5875 (mem!block_tables!32 (bvadd ?x5867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5875) (bvule ?x5875 (_ bv63 32)))))))))
(assert
 (let ((?x5862 ((_ extract 31 4) tid.x@B)))
 (let ((?x5863 (concat (_ bv0 34) ?x5862)))
 (let ((?x5865 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5867 (concat (bvadd ?x5865 ?x5863) (_ bv0 2))))
 (let ((?x5868 (bvadd (_ bv32 64) ?x5867)))
 (let ((?x5870 (mem!block_tables!32 (bvadd ?x5868 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5870) (bvule ?x5870 (_ bv63 32))))))))))
(assert
 (let (($x181 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x2484 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x2494 (bvadd (_ bv18446744073709543168 64) ?x2484)))
 (let (($x842 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x2494)))
 (let (($x2467 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x2472 (and $x255 $x2467)))
 (let (($x887 (and $x2472 $x842 $x181 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x89 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x887)))
 (let (($x888 (and $x2472 $x842 $x181 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x883 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x888)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x883 $x89)))))))))))))
(assert
 (let (($x707 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x6271 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x6272 (bvadd (_ bv18446744073709543168 64) ?x6271)))
 (let (($x763 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x6272)))
 (let (($x6266 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x6267 (and $x255 $x6266)))
 (let (($x2316 (and $x6267 $x763 $x707 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x62 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x2316)))
 (let (($x709 (and $x6267 $x763 $x707 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x725 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x709)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x725 $x62)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x106 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x55 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x55) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x106)))))
(assert
 (let (($x797 (= ctaid.z@A ctaid.z@B)))
 (let (($x94 (= ctaid.y@A ctaid.y@B)))
 (let (($x728 (= ctaid.x@A ctaid.x@B)))
 (and $x728 $x94 $x797)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
