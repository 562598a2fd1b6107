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
(declare-fun epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A () (_ BitVec 32))
(declare-fun width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A () (_ BitVec 64))
(declare-fun off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A () (_ BitVec 32))
(declare-fun epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B () (_ BitVec 32))
(declare-fun width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B () (_ BitVec 64))
(declare-fun off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B () (_ BitVec 64))
(declare-fun sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B () (_ BitVec 32))
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
 (let (($x1685 (= (_ bv3 32) epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let (($x231 (= (_ bv4 64) width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x3611 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x3615 (bvadd (_ bv18446744073709551360 64) ?x3611)))
 (let (($x1676 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x3615)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x241 (=> (= (_ bv1 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x255 $x1676 $x231 $x1685))))
 (let ((?x1648 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x1652 (bvadd (_ bv18446744073709551360 64) ?x1648)))
 (let (($x1826 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x1652)))
 (let (($x1687 (=> (= (_ bv0 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x255 $x1826 $x231 $x1685))))
 (and (bvult sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A (_ bv2 32)) $x1687 $x241)))))))))))))
(assert
 (let (($x1723 (= (_ bv3 32) epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let (($x1721 (= (_ bv4 64) width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let ((?x8987 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x8988 (bvadd (_ bv18446744073709551360 64) ?x8987)))
 (let (($x1727 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x8988)))
 (let ((?x4777 (bvadd (_ bv128 32) tid.x@B)))
 (let ((?x8755 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B))))
 (let ((?x8824 (mem!seq_lens!32 ?x8755)))
 (let (($x8990 (not (bvule ?x8824 ?x4777))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x8991 (and $x255 $x8990)))
 (let (($x1799 (=> (= (_ bv1 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x8991 $x1727 $x1721 $x1723))))
 (let ((?x8993 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x8994 (bvadd (_ bv18446744073709551360 64) ?x8993)))
 (let (($x1722 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x8994)))
 (let (($x8996 (not (bvule ?x8824 tid.x@B))))
 (let (($x8997 (and $x255 $x8996)))
 (let (($x1725 (=> (= (_ bv0 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x8997 $x1722 $x1721 $x1723))))
 (and (bvult sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B (_ bv2 32)) $x1725 $x1799))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x132 (bvadd off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x140 (bvadd off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (and (bvult off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x140) (bvult off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x132)))))
(assert
 (let (($x1744 (= ctaid.z@A ctaid.z@B)))
 (let (($x1742 (= ctaid.y@A ctaid.y@B)))
 (let (($x1739 (= ctaid.x@A ctaid.x@B)))
 (and $x1739 $x1742 $x1744)))))
(assert
 (= epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B))
(check-sat)
