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
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B () (_ BitVec 32))
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
 (let ((?x4709 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8724 (concat (bvadd ?x4709 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x8726 (mem!block_tables!32 (bvadd ?x8724 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8726) (bvule ?x8726 (_ bv63 32)))))))
(assert
 (let ((?x4660 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4709 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4763 (concat (bvadd ?x4709 ?x4660) (_ bv0 2))))
 (let ((?x4943 (mem!block_tables!32 (bvadd ?x4763 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4943) (bvule ?x4943 (_ bv63 32))))))))
(assert
 (bvule v1556@B (_ bv1 64)))
(assert
 (let ((?x4708 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v1556@B)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@B)))))
 (let ((?x4709 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5746 (concat (bvadd ?x4709 (concat (_ bv0 30) ?x4708)) (_ bv0 2))))
 (let ((?x5750 (mem!block_tables!32 (bvadd ?x5746 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5750) (bvule ?x5750 (_ bv63 32))))))))
(assert
 (let (($x1772 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A)))
 (let (($x1778 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A)))
 (let ((?x3596 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x3600 (bvadd (_ bv18446744073709551360 64) ?x3596)))
 (let (($x1770 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A ?x3600)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x190 (=> (= (_ bv3 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A) (and $x255 $x1770 $x1778 $x1772))))
 (let ((?x1639 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x1643 (bvadd (_ bv18446744073709551360 64) ?x1639)))
 (let (($x1777 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A ?x1643)))
 (let (($x1775 (=> (= (_ bv2 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A) (and $x255 $x1777 $x1778 $x1772))))
 (let (($x1785 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A)))
 (let (($x1771 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A) (and $x255 $x1770 $x1778 $x1785))))
 (let (($x1784 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A) (and $x255 $x1777 $x1778 $x1785))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A (_ bv4 32)) $x1784 $x1771 $x1775 $x190))))))))))))))))
(assert
 (let (($x1788 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B)))
 (let (($x102 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B)))
 (let ((?x8963 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x8964 (bvadd (_ bv18446744073709551360 64) ?x8963)))
 (let (($x235 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B ?x8964)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x1828 (=> (= (_ bv3 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B) (and $x255 $x235 $x102 $x1788))))
 (let ((?x8969 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x8970 (bvadd (_ bv18446744073709551360 64) ?x8969)))
 (let (($x101 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B ?x8970)))
 (let (($x1738 (=> (= (_ bv2 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B) (and $x255 $x101 $x102 $x1788))))
 (let (($x224 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B)))
 (let (($x1792 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B) (and $x255 $x235 $x102 $x224))))
 (let (($x236 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B) (and $x255 $x101 $x102 $x224))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B (_ bv4 32)) $x236 $x1792 $x1738 $x1828))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1830 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A)))
 (let ((?x1664 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A ?x1664) (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B ?x1830)))))
(assert
 (let (($x1716 (= ctaid.z@A ctaid.z@B)))
 (let (($x1715 (= ctaid.y@A ctaid.y@B)))
 (let (($x1714 (= ctaid.x@A ctaid.x@B)))
 (and $x1714 $x1715 $x1716)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B))
(check-sat)
