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
 (let (($x1818 (= (_ bv3 32) epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let (($x1816 (= (_ bv4 64) width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x3593 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x3597 (bvadd (_ bv18446744073709551360 64) ?x3593)))
 (let (($x2099 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x3597)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x2093 (=> (= (_ bv1 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x255 $x2099 $x1816 $x1818))))
 (let ((?x1639 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x1643 (bvadd (_ bv18446744073709551360 64) ?x1639)))
 (let (($x54 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x1643)))
 (let (($x2067 (=> (= (_ bv0 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x255 $x54 $x1816 $x1818))))
 (and (bvult sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A (_ bv2 32)) $x2067 $x2093)))))))))))))
(assert
 (let (($x112 (= (_ bv3 32) epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let (($x102 (= (_ bv4 64) width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let ((?x6845 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x6846 (bvadd (_ bv18446744073709551360 64) ?x6845)))
 (let (($x77 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x6846)))
 (let ((?x4707 (bvadd (_ bv128 32) tid.x@B)))
 (let ((?x4683 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B))))
 (let ((?x4332 (mem!seq_lens!32 ?x4683)))
 (let (($x6848 (not (bvule ?x4332 ?x4707))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x6849 (and $x255 $x6848)))
 (let (($x1877 (=> (= (_ bv1 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x6849 $x77 $x102 $x112))))
 (let ((?x6851 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x6852 (bvadd (_ bv18446744073709551360 64) ?x6851)))
 (let (($x157 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x6852)))
 (let (($x6854 (not (bvule ?x4332 tid.x@B))))
 (let (($x6855 (and $x255 $x6854)))
 (let (($x75 (=> (= (_ bv0 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x6855 $x157 $x102 $x112))))
 (and (bvult sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B (_ bv2 32)) $x75 $x1877))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1778 (bvadd off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x1776 (bvadd off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (and (bvult off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x1776) (bvult off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x1778)))))
(assert
 (let (($x1851 (= ctaid.z@A ctaid.z@B)))
 (let (($x70 (= ctaid.y@A ctaid.y@B)))
 (let (($x83 (= ctaid.x@A ctaid.x@B)))
 (and $x83 $x70 $x1851)))))
(assert
 (= epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B))
(check-sat)
