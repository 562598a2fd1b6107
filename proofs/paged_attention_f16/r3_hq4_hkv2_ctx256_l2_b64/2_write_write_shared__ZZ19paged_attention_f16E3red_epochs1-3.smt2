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
 (let (($x672 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x2485 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x2495 (bvadd (_ bv18446744073709543168 64) ?x2485)))
 (let (($x676 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x2495)))
 (let (($x2470 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x2475 (and $x255 $x2470)))
 (let (($x157 (and $x2475 $x676 $x672 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x520 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x157)))
 (let (($x740 (and $x2475 $x676 $x672 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x232 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x740)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x232 $x520)))))))))))))
(assert
 (let (($x460 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x6275 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x6276 (bvadd (_ bv18446744073709543168 64) ?x6275)))
 (let (($x454 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x6276)))
 (let (($x6270 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x6271 (and $x255 $x6270)))
 (let (($x855 (and $x6271 $x454 $x460 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x225 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x855)))
 (let (($x471 (and $x6271 $x454 $x460 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x464 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x471)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x464 $x225)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x459 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x82 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x82) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x459)))))
(assert
 (let (($x547 (= ctaid.z@A ctaid.z@B)))
 (let (($x84 (= ctaid.y@A ctaid.y@B)))
 (let (($x739 (= ctaid.x@A ctaid.x@B)))
 (and $x739 $x84 $x547)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
