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
 (bvult ctaid.z@A (_ bv3 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv256 32)))))
(assert
 (let ((?x484 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x490 (concat (bvadd ?x484 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x455 (mem!block_tables!32 (bvadd ?x490 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x455) (bvule ?x455 (_ bv63 32)))))))
(assert
 (let ((?x484 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1955 (concat (bvadd ?x484 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1943 (mem!block_tables!32 (bvadd ?x1955 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1943) (bvule ?x1943 (_ bv63 32)))))))
(assert
 (let ((?x484 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x490 (concat (bvadd ?x484 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x455 (mem!block_tables!32 (bvadd ?x490 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x455) (bvule ?x455 (_ bv63 32)))))))
(assert
 (let ((?x484 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x490 (concat (bvadd ?x484 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x3871 (bvadd (_ bv32 64) ?x490)))
 (let ((?x3635 (mem!block_tables!32 (bvadd ?x3871 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3635) (bvule ?x3635 (_ bv63 32))))))))
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
 (bvult ctaid.z@B (_ bv3 32)))
(assert
 (let ((?x5896 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5896) (bvule ?x5896 (_ bv256 32)))))
(assert
 (let ((?x5866 ((_ extract 31 4) tid.x@B)))
 (let ((?x5867 (concat (_ bv0 34) ?x5866)))
 (let ((?x5869 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5871 (concat (bvadd ?x5869 ?x5867) (_ bv0 2))))
 (let ((?x5879 (mem!block_tables!32 (bvadd ?x5871 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5879) (bvule ?x5879 (_ bv63 32)))))))))
(assert
 (let ((?x5869 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5887 (concat (bvadd ?x5869 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5889 (mem!block_tables!32 (bvadd ?x5887 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5889) (bvule ?x5889 (_ bv63 32)))))))
(assert
 (let ((?x5866 ((_ extract 31 4) tid.x@B)))
 (let ((?x5867 (concat (_ bv0 34) ?x5866)))
 (let ((?x5869 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5871 (concat (bvadd ?x5869 ?x5867) (_ bv0 2))))
 (let ((?x5879 (mem!block_tables!32 (bvadd ?x5871 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5879) (bvule ?x5879 (_ bv63 32)))))))))
(assert
 (let ((?x5866 ((_ extract 31 4) tid.x@B)))
 (let ((?x5867 (concat (_ bv0 34) ?x5866)))
 (let ((?x5869 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5871 (concat (bvadd ?x5869 ?x5867) (_ bv0 2))))
 (let ((?x5872 (bvadd (_ bv32 64) ?x5871)))
 (let ((?x5874 (mem!block_tables!32 (bvadd ?x5872 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5874) (bvule ?x5874 (_ bv63 32))))))))))
(assert
 (let ((?x302 ((_ extract 29 0) tid.x@A)))
 (let ((?x342 (concat (_ bv0 32) ?x302 (_ bv0 2))))
 (let (($x598 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x342)))
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x282 (and $x255 $x277)))
 (let (($x130 (and $x282 $x598 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A) $x130))))))))))
(assert
 (let ((?x5920 ((_ extract 29 0) tid.x@B)))
 (let ((?x6382 (concat (_ bv0 32) ?x5920 (_ bv0 2))))
 (let (($x173 (= off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x6382)))
 (let (($x5907 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x5908 (and $x255 $x5907)))
 (let (($x726 (and $x5908 $x173 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B) $x726))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x875 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A)))
 (let ((?x710 (bvadd off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B width!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A ?x710) (bvult off!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B ?x875)))))
(assert
 (let (($x547 (= ctaid.z@A ctaid.z@B)))
 (let (($x84 (= ctaid.y@A ctaid.y@B)))
 (let (($x739 (= ctaid.x@A ctaid.x@B)))
 (and $x739 $x84 $x547)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_A epoch!ww_shared__ZZ19paged_attention_f16E2qf_epoch0_B))
(check-sat)
