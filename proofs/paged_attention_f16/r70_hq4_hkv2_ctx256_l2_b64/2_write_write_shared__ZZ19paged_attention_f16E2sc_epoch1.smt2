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
(declare-fun v1176@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v1176@B () (_ BitVec 64))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B () (_ BitVec 32))
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
 (bvule v1176@A (_ bv7 64)))
(assert
 (let ((?x4983 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v1176@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5016 (concat (bvadd ?x540 (concat (_ bv0 30) ?x4983)) (_ bv0 2))))
 (let ((?x5020 (mem!block_tables!32 (bvadd ?x5016 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5020) (bvule ?x5020 (_ bv63 32))))))))
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
 (let ((?x4554 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4554) (bvule ?x4554 (_ bv256 32)))))
(assert
 (let ((?x4636 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))))
 (let ((?x4692 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4689 (concat (bvadd ?x4692 ?x4636) (_ bv0 2))))
 (let ((?x4706 (mem!block_tables!32 (bvadd ?x4689 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4706) (bvule ?x4706 (_ bv63 32))))))))
(assert
 (let ((?x4618 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4692 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4625 (concat (bvadd ?x4692 ?x4618) (_ bv0 2))))
 (let ((?x4704 (mem!block_tables!32 (bvadd ?x4625 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4704) (bvule ?x4704 (_ bv63 32))))))))
(assert
 (bvule v1176@B (_ bv7 64)))
(assert
 (let ((?x4669 ((_ extract 31 6) tid.x@B)))
 (let ((?x4682 (concat (_ bv0 6) ?x4669)))
 (let ((?x4697 ((_ extract 31 0) v1176@B)))
 (let ((?x4667 (bvmul (_ bv2 32) ?x4697)))
 (let ((?x4692 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4651 (concat (bvadd ?x4692 (concat (_ bv0 30) (bvadd ?x4667 ?x4682))) (_ bv0 2))))
 (let ((?x4633 (mem!block_tables!32 (bvadd ?x4651 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4633) (bvule ?x4633 (_ bv63 32)))))))))))
(assert
 (let (($x1794 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A)))
 (let (($x1793 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A)))
 (let ((?x3593 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x3597 (bvadd (_ bv18446744073709551360 64) ?x3593)))
 (let (($x1802 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A ?x3597)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x1845 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A) (and $x255 $x1802 $x1793 $x1794))))
 (let ((?x1639 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x1643 (bvadd (_ bv18446744073709551360 64) ?x1639)))
 (let (($x1791 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A ?x1643)))
 (let (($x1800 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A) (and $x255 $x1791 $x1793 $x1794))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A (_ bv2 32)) $x1800 $x1845)))))))))))))
(assert
 (let (($x1854 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B)))
 (let (($x1853 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B)))
 (let ((?x6845 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x6846 (bvadd (_ bv18446744073709551360 64) ?x6845)))
 (let (($x1870 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B ?x6846)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x1901 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B) (and $x255 $x1870 $x1853 $x1854))))
 (let ((?x6851 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x6852 (bvadd (_ bv18446744073709551360 64) ?x6851)))
 (let (($x1852 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B ?x6852)))
 (let (($x1902 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B) (and $x255 $x1852 $x1853 $x1854))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B (_ bv2 32)) $x1902 $x1901)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1907 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A width!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A)))
 (let ((?x1905 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B width!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A ?x1905) (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B ?x1907)))))
(assert
 (let (($x1851 (= ctaid.z@A ctaid.z@B)))
 (let (($x70 (= ctaid.y@A ctaid.y@B)))
 (let (($x83 (= ctaid.x@A ctaid.x@B)))
 (and $x83 $x70 $x1851)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B))
(check-sat)
