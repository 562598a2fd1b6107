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
 (let ((?x547 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x553 (concat (bvadd ?x547 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x518 (mem!block_tables!32 (bvadd ?x553 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x518) (bvule ?x518 (_ bv63 32)))))))
(assert
 (let ((?x547 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2906 (concat (bvadd ?x547 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2896 (mem!block_tables!32 (bvadd ?x2906 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2896) (bvule ?x2896 (_ bv63 32)))))))
(assert
 (let ((?x547 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x553 (concat (bvadd ?x547 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x518 (mem!block_tables!32 (bvadd ?x553 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x518) (bvule ?x518 (_ bv63 32)))))))
(assert
 (let ((?x547 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x553 (concat (bvadd ?x547 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8948 (bvadd (_ bv32 64) ?x553)))
 (let ((?x8917 (mem!block_tables!32 (bvadd ?x8948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8917) (bvule ?x8917 (_ bv63 32))))))))
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
 (let ((?x10984 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10984) (bvule ?x10984 (_ bv256 32)))))
(assert
 (let ((?x11563 ((_ extract 31 4) tid.x@B)))
 (let ((?x11565 (concat (_ bv0 34) ?x11563)))
 (let ((?x13201 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13197 (concat (bvadd ?x13201 ?x11565) (_ bv0 2))))
 (let ((?x13189 (mem!block_tables!32 (bvadd ?x13197 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13189) (bvule ?x13189 (_ bv63 32)))))))))
(assert
 (let ((?x13185 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x13201 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10993 (concat (bvadd ?x13201 ?x13185) (_ bv0 2))))
 (let ((?x10989 (mem!block_tables!32 (bvadd ?x10993 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10989) (bvule ?x10989 (_ bv63 32))))))))
(assert
 (let ((?x11563 ((_ extract 31 4) tid.x@B)))
 (let ((?x11565 (concat (_ bv0 34) ?x11563)))
 (let ((?x13201 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13197 (concat (bvadd ?x13201 ?x11565) (_ bv0 2))))
 (let ((?x13189 (mem!block_tables!32 (bvadd ?x13197 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13189) (bvule ?x13189 (_ bv63 32)))))))))
(assert
 (let ((?x11563 ((_ extract 31 4) tid.x@B)))
 (let ((?x11565 (concat (_ bv0 34) ?x11563)))
 (let ((?x13201 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13197 (concat (bvadd ?x13201 ?x11565) (_ bv0 2))))
 (let ((?x13195 (bvadd (_ bv32 64) ?x13197)))
 (let ((?x11004 (mem!block_tables!32 (bvadd ?x13195 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11004) (bvule ?x11004 (_ bv63 32))))))))))
(assert
 (let (($x1818 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x5230 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x5235 (bvadd (_ bv18446744073709543168 64) ?x5230)))
 (let (($x78 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x5235)))
 (let (($x5217 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x5221 (and $x255 $x5217)))
 (let (($x177 (and $x5221 $x78 $x1818 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x1680 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x177)))
 (let (($x1812 (and $x5221 $x78 $x1818 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A))))
 (let (($x144 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A) $x1812)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A (_ bv2 32)) $x144 $x1680)))))))))))))
(assert
 (let (($x3631 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (let ((?x10789 (concat (_ bv0 32) (bvadd (_ bv8448 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x12683 (bvadd (_ bv18446744073709543168 64) ?x10789)))
 (let (($x72 (= off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x12683)))
 (let (($x12690 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x12691 (and $x255 $x12690)))
 (let (($x10249 (and $x12691 $x72 $x3631 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x5909 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x10249)))
 (let (($x1698 (and $x12691 $x72 $x3631 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))))
 (let (($x1697 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B) $x1698)))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B (_ bv2 32)) $x1697 $x5909)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x55 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A)))
 (let ((?x60 (bvadd off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A ?x60) (bvult off!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B ?x55)))))
(assert
 (let (($x1838 (= ctaid.z@A ctaid.z@B)))
 (let (($x219 (= ctaid.y@A ctaid.y@B)))
 (let (($x1852 (= ctaid.x@A ctaid.x@B)))
 (and $x1852 $x219 $x1838)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E3red_epochs1-3_B))
(check-sat)
