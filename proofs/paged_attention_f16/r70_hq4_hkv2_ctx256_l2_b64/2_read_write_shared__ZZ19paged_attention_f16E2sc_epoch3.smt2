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
 (let ((?x4706 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8721 (concat (bvadd ?x4706 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x8723 (mem!block_tables!32 (bvadd ?x8721 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8723) (bvule ?x8723 (_ bv63 32)))))))
(assert
 (let ((?x4657 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4706 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4760 (concat (bvadd ?x4706 ?x4657) (_ bv0 2))))
 (let ((?x4940 (mem!block_tables!32 (bvadd ?x4760 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4940) (bvule ?x4940 (_ bv63 32))))))))
(assert
 (bvule v1556@B (_ bv1 64)))
(assert
 (let ((?x4705 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v1556@B)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@B)))))
 (let ((?x4706 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5743 (concat (bvadd ?x4706 (concat (_ bv0 30) ?x4705)) (_ bv0 2))))
 (let ((?x5747 (mem!block_tables!32 (bvadd ?x5743 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5747) (bvule ?x5747 (_ bv63 32))))))))
(assert
 (let (($x1663 (= (_ bv3 32) epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let (($x1662 (= (_ bv4 64) width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x3593 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x3597 (bvadd (_ bv18446744073709551360 64) ?x3593)))
 (let (($x116 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x3597)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x105 (=> (= (_ bv1 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x255 $x116 $x1662 $x1663))))
 (let ((?x1639 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x1643 (bvadd (_ bv18446744073709551360 64) ?x1639)))
 (let (($x128 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x1643)))
 (let (($x131 (=> (= (_ bv0 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x255 $x128 $x1662 $x1663))))
 (and (bvult sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A (_ bv2 32)) $x131 $x105)))))))))))))
(assert
 (let (($x1807 (= (_ bv3 32) epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let (($x93 (= (_ bv4 64) width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let ((?x8960 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x8961 (bvadd (_ bv18446744073709551360 64) ?x8960)))
 (let (($x1744 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x8961)))
 (let ((?x4597 (bvadd (_ bv128 32) tid.x@B)))
 (let ((?x8728 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B))))
 (let ((?x8797 (mem!seq_lens!32 ?x8728)))
 (let (($x8963 (not (bvule ?x8797 ?x4597))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x8964 (and $x255 $x8963)))
 (let (($x1749 (=> (= (_ bv1 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x8964 $x1744 $x93 $x1807))))
 (let ((?x8966 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x8967 (bvadd (_ bv18446744073709551360 64) ?x8966)))
 (let (($x1814 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x8967)))
 (let (($x8969 (not (bvule ?x8797 tid.x@B))))
 (let (($x8970 (and $x255 $x8969)))
 (let (($x1742 (=> (= (_ bv0 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x8970 $x1814 $x93 $x1807))))
 (and (bvult sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B (_ bv2 32)) $x1742 $x1749))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1747 (bvadd off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x1752 (bvadd off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (and (bvult off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x1752) (bvult off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x1747)))))
(assert
 (let (($x213 (= ctaid.z@A ctaid.z@B)))
 (let (($x223 (= ctaid.y@A ctaid.y@B)))
 (let (($x157 (= ctaid.x@A ctaid.x@B)))
 (and $x157 $x223 $x213)))))
(assert
 (= epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B))
(check-sat)
