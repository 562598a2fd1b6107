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
(declare-fun v1565@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v1565@B () (_ BitVec 64))
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
 (let ((?x2898 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2888 (mem!block_tables!32 (bvadd ?x2898 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2888) (bvule ?x2888 (_ bv63 32)))))))
(assert
 (bvule v1565@A (_ bv1 64)))
(assert
 (let ((?x6193 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v1565@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6213 (concat (bvadd ?x540 (concat (_ bv0 30) ?x6193)) (_ bv0 2))))
 (let ((?x6216 (mem!block_tables!32 (bvadd ?x6213 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6216) (bvule ?x6216 (_ bv63 32))))))))
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
 (let ((?x8757 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8757) (bvule ?x8757 (_ bv256 32)))))
(assert
 (let ((?x4678 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8748 (concat (bvadd ?x4678 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x8750 (mem!block_tables!32 (bvadd ?x8748 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8750) (bvule ?x8750 (_ bv63 32)))))))
(assert
 (let ((?x4678 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4843 (concat (bvadd ?x4678 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x8742 (mem!block_tables!32 (bvadd ?x4843 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8742) (bvule ?x8742 (_ bv63 32)))))))
(assert
 (bvule v1565@B (_ bv1 64)))
(assert
 (let ((?x4674 ((_ extract 31 4) tid.x@B)))
 (let ((?x4723 (concat (_ bv0 4) ?x4674)))
 (let ((?x4826 ((_ extract 31 0) v1565@B)))
 (let ((?x4763 (bvmul (_ bv8 32) ?x4826)))
 (let ((?x4678 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5766 (concat (bvadd ?x4678 (concat (_ bv0 30) (bvadd ?x4763 ?x4723))) (_ bv0 2))))
 (let ((?x4618 (mem!block_tables!32 (bvadd ?x5766 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4618) (bvule ?x4618 (_ bv63 32)))))))))))
(assert
 (let (($x192 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A)))
 (let (($x1781 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A)))
 (let ((?x3611 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x3615 (bvadd (_ bv18446744073709551360 64) ?x3611)))
 (let (($x1684 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A ?x3615)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x112 (=> (= (_ bv3 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A) (and $x255 $x1684 $x1781 $x192))))
 (let ((?x1648 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x1652 (bvadd (_ bv18446744073709551360 64) ?x1648)))
 (let (($x1660 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A ?x1652)))
 (let (($x77 (=> (= (_ bv2 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A) (and $x255 $x1660 $x1781 $x192))))
 (let (($x1782 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A)))
 (let (($x190 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A) (and $x255 $x1684 $x1781 $x1782))))
 (let (($x239 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A) (and $x255 $x1660 $x1781 $x1782))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A (_ bv4 32)) $x239 $x190 $x77 $x112))))))))))))))))
(assert
 (let (($x1838 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B)))
 (let (($x1801 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B)))
 (let ((?x8987 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x8988 (bvadd (_ bv18446744073709551360 64) ?x8987)))
 (let (($x1733 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B ?x8988)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x1842 (=> (= (_ bv3 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B) (and $x255 $x1733 $x1801 $x1838))))
 (let ((?x8993 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x8994 (bvadd (_ bv18446744073709551360 64) ?x8993)))
 (let (($x1804 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B ?x8994)))
 (let (($x1680 (=> (= (_ bv2 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B) (and $x255 $x1804 $x1801 $x1838))))
 (let (($x1805 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B)))
 (let (($x1837 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B) (and $x255 $x1733 $x1801 $x1805))))
 (let (($x1798 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B) (and $x255 $x1804 $x1801 $x1805))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B (_ bv4 32)) $x1798 $x1837 $x1680 $x1842))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x133 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A)))
 (let ((?x1845 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B width!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A ?x1845) (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B ?x133)))))
(assert
 (let (($x1744 (= ctaid.z@A ctaid.z@B)))
 (let (($x1742 (= ctaid.y@A ctaid.y@B)))
 (let (($x1739 (= ctaid.x@A ctaid.x@B)))
 (and $x1739 $x1742 $x1744)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_A epoch!ww_shared__ZZ19paged_attention_f16E2sc_epochs1-3_B))
(check-sat)
