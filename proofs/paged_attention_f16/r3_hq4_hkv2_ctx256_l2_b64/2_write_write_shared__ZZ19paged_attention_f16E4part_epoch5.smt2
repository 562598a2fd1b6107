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
 (bvult ctaid.z@A (_ bv3 32)))
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
 (let ((?x2889 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2879 (mem!block_tables!32 (bvadd ?x2889 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2879) (bvule ?x2879 (_ bv63 32)))))))
(assert
 (bvule v1556@A (_ bv1 64)))
(assert
 (let ((?x6178 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v1556@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6198 (concat (bvadd ?x540 (concat (_ bv0 30) ?x6178)) (_ bv0 2))))
 (let ((?x6184 (mem!block_tables!32 (bvadd ?x6198 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6184) (bvule ?x6184 (_ bv63 32))))))))
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
 (let ((?x8733 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8733) (bvule ?x8733 (_ bv256 32)))))
(assert
 (let ((?x4805 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8724 (concat (bvadd ?x4805 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x8726 (mem!block_tables!32 (bvadd ?x8724 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8726) (bvule ?x8726 (_ bv63 32)))))))
(assert
 (let ((?x4805 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5749 (concat (bvadd ?x4805 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4828 (mem!block_tables!32 (bvadd ?x5749 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4828) (bvule ?x4828 (_ bv63 32)))))))
(assert
 (bvule v1556@B (_ bv1 64)))
(assert
 (let ((?x4811 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v1556@B)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@B)))))
 (let ((?x4805 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4663 (concat (bvadd ?x4805 (concat (_ bv0 30) ?x4811)) (_ bv0 2))))
 (let ((?x5751 (mem!block_tables!32 (bvadd ?x4663 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5751) (bvule ?x5751 (_ bv63 32))))))))
(assert
 (let (($x1799 (= (_ bv5 32) epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A)))
 (let (($x1825 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A)))
 (let ((?x5759 (concat (_ bv0 32) (bvadd (_ bv8476 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x4877 (bvadd (_ bv18446744073709543152 64) ?x5759)))
 (let (($x1793 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A ?x4877)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x138 (=> (= (_ bv3 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A) (and $x255 $x1793 $x1825 $x1799))))
 (let ((?x6149 (concat (_ bv0 32) (bvadd (_ bv8472 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x4874 (bvadd (_ bv18446744073709543152 64) ?x6149)))
 (let (($x1652 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A ?x4874)))
 (let (($x1704 (=> (= (_ bv2 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A) (and $x255 $x1652 $x1825 $x1799))))
 (let ((?x6148 (concat (_ bv0 32) (bvadd (_ bv8468 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x5758 (bvadd (_ bv18446744073709543152 64) ?x6148)))
 (let (($x196 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A ?x5758)))
 (let (($x3717 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A) (and $x255 $x196 $x1825 $x1799))))
 (let ((?x5761 (concat (_ bv0 32) (bvadd (_ bv8464 32) (concat ((_ extract 27 0) tid.x@A) (_ bv0 4))))))
 (let ((?x4884 (bvadd (_ bv18446744073709543152 64) ?x5761)))
 (let (($x1824 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A ?x4884)))
 (let (($x151 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A) (and $x255 $x1824 $x1825 $x1799))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A (_ bv4 32)) $x151 $x3717 $x1704 $x138)))))))))))))))))))))
(assert
 (let (($x89 (= (_ bv5 32) epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B)))
 (let (($x100 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B)))
 (let ((?x8786 (concat (_ bv0 32) (bvadd (_ bv8476 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x8787 (bvadd (_ bv18446744073709543152 64) ?x8786)))
 (let (($x171 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B ?x8787)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x67 (=> (= (_ bv3 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B) (and $x255 $x171 $x100 $x89))))
 (let ((?x8789 (concat (_ bv0 32) (bvadd (_ bv8472 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x8790 (bvadd (_ bv18446744073709543152 64) ?x8789)))
 (let (($x1670 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B ?x8790)))
 (let (($x122 (=> (= (_ bv2 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B) (and $x255 $x1670 $x100 $x89))))
 (let ((?x8792 (concat (_ bv0 32) (bvadd (_ bv8468 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x8793 (bvadd (_ bv18446744073709543152 64) ?x8792)))
 (let (($x1683 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B ?x8793)))
 (let (($x1682 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B) (and $x255 $x1683 $x100 $x89))))
 (let ((?x8795 (concat (_ bv0 32) (bvadd (_ bv8464 32) (concat ((_ extract 27 0) tid.x@B) (_ bv0 4))))))
 (let ((?x8796 (bvadd (_ bv18446744073709543152 64) ?x8795)))
 (let (($x1809 (= off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B ?x8796)))
 (let (($x113 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B) (and $x255 $x1809 $x100 $x89))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B (_ bv4 32)) $x113 $x1682 $x122 $x67)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x176 (bvadd off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A)))
 (let ((?x175 (bvadd off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B width!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A ?x175) (bvult off!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B ?x176)))))
(assert
 (let (($x1716 (= ctaid.z@A ctaid.z@B)))
 (let (($x1715 (= ctaid.y@A ctaid.y@B)))
 (let (($x1714 (= ctaid.x@A ctaid.x@B)))
 (and $x1714 $x1715 $x1716)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_A epoch!ww_shared__ZZ19paged_attention_f16E4part_epoch5_B))
(check-sat)
