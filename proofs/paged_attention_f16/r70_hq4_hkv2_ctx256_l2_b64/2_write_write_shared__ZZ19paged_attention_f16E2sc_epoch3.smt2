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
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B () (_ BitVec 32))
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
 (let (($x1942 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let (($x1941 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x3593 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x3597 (bvadd (_ bv18446744073709551360 64) ?x3593)))
 (let (($x1946 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x3597)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x1696 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x255 $x1946 $x1941 $x1942))))
 (let ((?x1639 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x1643 (bvadd (_ bv18446744073709551360 64) ?x1639)))
 (let (($x1940 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x1643)))
 (let (($x1944 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x255 $x1940 $x1941 $x1942))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A (_ bv2 32)) $x1944 $x1696)))))))))))))
(assert
 (let (($x2153 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let (($x2150 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let ((?x6845 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x6846 (bvadd (_ bv18446744073709551360 64) ?x6845)))
 (let (($x2162 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x6846)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x2122 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x255 $x2162 $x2150 $x2153))))
 (let ((?x6851 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x6852 (bvadd (_ bv18446744073709551360 64) ?x6851)))
 (let (($x2146 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x6852)))
 (let (($x2158 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x255 $x2146 $x2150 $x2153))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B (_ bv2 32)) $x2158 $x2122)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2127 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x2125 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x2125) (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x2127)))))
(assert
 (let (($x1851 (= ctaid.z@A ctaid.z@B)))
 (let (($x70 (= ctaid.y@A ctaid.y@B)))
 (let (($x83 (= ctaid.x@A ctaid.x@B)))
 (and $x83 $x70 $x1851)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B))
(check-sat)
