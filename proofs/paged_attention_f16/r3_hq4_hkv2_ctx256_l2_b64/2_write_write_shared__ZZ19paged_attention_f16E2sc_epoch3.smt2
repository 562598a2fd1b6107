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
 (bvule v1176@A (_ bv7 64)))
(assert
 (let ((?x4986 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v1176@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5019 (concat (bvadd ?x540 (concat (_ bv0 30) ?x4986)) (_ bv0 2))))
 (let ((?x5023 (mem!block_tables!32 (bvadd ?x5019 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5023) (bvule ?x5023 (_ bv63 32))))))))
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
 (let ((?x4557 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4557) (bvule ?x4557 (_ bv256 32)))))
(assert
 (let ((?x4639 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))))
 (let ((?x4695 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4692 (concat (bvadd ?x4695 ?x4639) (_ bv0 2))))
 (let ((?x4709 (mem!block_tables!32 (bvadd ?x4692 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4709) (bvule ?x4709 (_ bv63 32))))))))
(assert
 (let ((?x4621 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4695 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4628 (concat (bvadd ?x4695 ?x4621) (_ bv0 2))))
 (let ((?x4707 (mem!block_tables!32 (bvadd ?x4628 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4707) (bvule ?x4707 (_ bv63 32))))))))
(assert
 (bvule v1176@B (_ bv7 64)))
(assert
 (let ((?x4672 ((_ extract 31 6) tid.x@B)))
 (let ((?x4685 (concat (_ bv0 6) ?x4672)))
 (let ((?x4700 ((_ extract 31 0) v1176@B)))
 (let ((?x4670 (bvmul (_ bv2 32) ?x4700)))
 (let ((?x4695 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4654 (concat (bvadd ?x4695 (concat (_ bv0 30) (bvadd ?x4670 ?x4685))) (_ bv0 2))))
 (let ((?x4636 (mem!block_tables!32 (bvadd ?x4654 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4636) (bvule ?x4636 (_ bv63 32)))))))))))
(assert
 (let (($x163 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let (($x141 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x3596 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x3600 (bvadd (_ bv18446744073709551360 64) ?x3596)))
 (let (($x220 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x3600)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x1903 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x255 $x220 $x141 $x163))))
 (let ((?x1639 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x1643 (bvadd (_ bv18446744073709551360 64) ?x1639)))
 (let (($x153 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x1643)))
 (let (($x164 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x255 $x153 $x141 $x163))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A (_ bv2 32)) $x164 $x1903)))))))))))))
(assert
 (let (($x1913 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let (($x1912 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let ((?x6848 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x6849 (bvadd (_ bv18446744073709551360 64) ?x6848)))
 (let (($x1953 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x6849)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x1962 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x255 $x1953 $x1912 $x1913))))
 (let ((?x6854 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x6855 (bvadd (_ bv18446744073709551360 64) ?x6854)))
 (let (($x1911 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x6855)))
 (let (($x1938 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x255 $x1911 $x1912 $x1913))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B (_ bv2 32)) $x1938 $x1962)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1955 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x1961 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x1961) (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x1955)))))
(assert
 (let (($x191 (= ctaid.z@A ctaid.z@B)))
 (let (($x159 (= ctaid.y@A ctaid.y@B)))
 (let (($x129 (= ctaid.x@A ctaid.x@B)))
 (and $x129 $x159 $x191)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B))
(check-sat)
