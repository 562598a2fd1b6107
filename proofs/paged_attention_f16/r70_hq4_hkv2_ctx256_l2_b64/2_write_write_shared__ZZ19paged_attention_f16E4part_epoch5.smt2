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
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B () (_ BitVec 32))
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
 (let ((?x4802 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8721 (concat (bvadd ?x4802 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x8723 (mem!block_tables!32 (bvadd ?x8721 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8723) (bvule ?x8723 (_ bv63 32)))))))
(assert
 (let ((?x4802 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5746 (concat (bvadd ?x4802 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4825 (mem!block_tables!32 (bvadd ?x5746 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4825) (bvule ?x4825 (_ bv63 32)))))))
(assert
 (bvule v1556@B (_ bv1 64)))
(assert
 (let ((?x4808 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v1556@B)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@B)))))
 (let ((?x4802 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4660 (concat (bvadd ?x4802 (concat (_ bv0 30) ?x4808)) (_ bv0 2))))
 (let ((?x5748 (mem!block_tables!32 (bvadd ?x4660 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5748) (bvule ?x5748 (_ bv63 32))))))))
(assert
 (let (($x143 (= (_ bv5 32) epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A)))
 (let (($x151 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A)))
 (let ((?x5756 (concat (_ bv0 32) (bvadd (_ bv8476 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x4874 (bvadd (_ bv18446744073709543152 64) ?x5756)))
 (let (($x199 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A ?x4874)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x221 (=> (= (_ bv3 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A) (and $x255 $x199 $x151 $x143))))
 (let ((?x6146 (concat (_ bv0 32) (bvadd (_ bv8472 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x4871 (bvadd (_ bv18446744073709543152 64) ?x6146)))
 (let (($x209 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A ?x4871)))
 (let (($x197 (=> (= (_ bv2 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A) (and $x255 $x209 $x151 $x143))))
 (let ((?x6145 (concat (_ bv0 32) (bvadd (_ bv8468 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x5755 (bvadd (_ bv18446744073709543152 64) ?x6145)))
 (let (($x1635 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A ?x5755)))
 (let (($x1653 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A) (and $x255 $x1635 $x151 $x143))))
 (let ((?x5758 (concat (_ bv0 32) (bvadd (_ bv8464 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x4881 (bvadd (_ bv18446744073709543152 64) ?x5758)))
 (let (($x150 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A ?x4881)))
 (let (($x1647 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A) (and $x255 $x150 $x151 $x143))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A (_ bv4 32)) $x1647 $x1653 $x197 $x221)))))))))))))))))))))
(assert
 (let (($x129 (= (_ bv5 32) epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B)))
 (let (($x159 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B)))
 (let ((?x8783 (concat (_ bv0 32) (bvadd (_ bv8476 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x8784 (bvadd (_ bv18446744073709543152 64) ?x8783)))
 (let (($x113 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B ?x8784)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x67 (=> (= (_ bv3 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B) (and $x255 $x113 $x159 $x129))))
 (let ((?x8786 (concat (_ bv0 32) (bvadd (_ bv8472 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x8787 (bvadd (_ bv18446744073709543152 64) ?x8786)))
 (let (($x1802 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B ?x8787)))
 (let (($x89 (=> (= (_ bv2 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B) (and $x255 $x1802 $x159 $x129))))
 (let ((?x8789 (concat (_ bv0 32) (bvadd (_ bv8468 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x8790 (bvadd (_ bv18446744073709543152 64) ?x8789)))
 (let (($x208 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B ?x8790)))
 (let (($x1693 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B) (and $x255 $x208 $x159 $x129))))
 (let ((?x8792 (concat (_ bv0 32) (bvadd (_ bv8464 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x8793 (bvadd (_ bv18446744073709543152 64) ?x8792)))
 (let (($x158 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B ?x8793)))
 (let (($x95 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B) (and $x255 $x158 $x159 $x129))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B (_ bv4 32)) $x95 $x1693 $x89 $x67)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1671 (bvadd off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A)))
 (let ((?x176 (bvadd off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A ?x176) (bvult off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B ?x1671)))))
(assert
 (let (($x213 (= ctaid.z@A ctaid.z@B)))
 (let (($x223 (= ctaid.y@A ctaid.y@B)))
 (let (($x157 (= ctaid.x@A ctaid.x@B)))
 (and $x157 $x223 $x213)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B))
(check-sat)
