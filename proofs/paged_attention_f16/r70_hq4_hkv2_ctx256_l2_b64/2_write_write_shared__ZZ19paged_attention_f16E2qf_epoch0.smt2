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
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B () (_ BitVec 32))
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
 (let ((?x5893 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5893) (bvule ?x5893 (_ bv256 32)))))
(assert
 (let ((?x5863 ((_ extract 31 4) tid.x@B)))
 (let ((?x5864 (concat (_ bv0 34) ?x5863)))
 (let ((?x5866 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5868 (concat (bvadd ?x5866 ?x5864) (_ bv0 2))))
 (let ((?x5876 (mem!block_tables!32 (bvadd ?x5868 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5876) (bvule ?x5876 (_ bv63 32)))))))))
(assert
 (let ((?x5866 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5884 (concat (bvadd ?x5866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5886 (mem!block_tables!32 (bvadd ?x5884 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5886) (bvule ?x5886 (_ bv63 32)))))))
(assert
 (let ((?x5863 ((_ extract 31 4) tid.x@B)))
 (let ((?x5864 (concat (_ bv0 34) ?x5863)))
 (let ((?x5866 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5868 (concat (bvadd ?x5866 ?x5864) (_ bv0 2))))
 (let ((?x5876 (mem!block_tables!32 (bvadd ?x5868 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5876) (bvule ?x5876 (_ bv63 32)))))))))
(assert
 (let ((?x5863 ((_ extract 31 4) tid.x@B)))
 (let ((?x5864 (concat (_ bv0 34) ?x5863)))
 (let ((?x5866 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5868 (concat (bvadd ?x5866 ?x5864) (_ bv0 2))))
 (let ((?x5869 (bvadd (_ bv32 64) ?x5868)))
 (let ((?x5871 (mem!block_tables!32 (bvadd ?x5869 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5871) (bvule ?x5871 (_ bv63 32))))))))))
(assert
 (let ((?x302 ((_ extract 29 0) tid.x@A)))
 (let ((?x342 (concat (_ bv0 32) ?x302 (_ bv0 2))))
 (let (($x673 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x342)))
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x282 (and $x255 $x277)))
 (let (($x570 (and $x282 $x673 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x570))))))))))
(assert
 (let ((?x5917 ((_ extract 29 0) tid.x@B)))
 (let ((?x6379 (concat (_ bv0 32) ?x5917 (_ bv0 2))))
 (let (($x98 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x6379)))
 (let (($x5904 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x5905 (and $x255 $x5904)))
 (let (($x765 (and $x5905 $x98 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x765))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x64 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x472 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x472) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x64)))))
(assert
 (let (($x181 (= ctaid.z@A ctaid.z@B)))
 (let (($x206 (= ctaid.y@A ctaid.y@B)))
 (let (($x1896 (= ctaid.x@A ctaid.x@B)))
 (and $x1896 $x206 $x181)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
