; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
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
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709550079 64)))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709551423 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709550079 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
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
 (let ((?x2642 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2632 (mem!block_tables!32 (bvadd ?x2642 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2632) (bvule ?x2632 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3625 (concat (bvadd ?x540 (concat (_ bv0 36) ((_ extract 31 6) tid.x@A))) (_ bv0 2))))
 (let ((?x3627 (mem!block_tables!32 (bvadd ?x3625 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3627) (bvule ?x3627 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4547 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x4548 (concat ?x4547 (_ bv0 2))))
 (let ((?x4535 (mem!block_tables!32 (bvadd ?x4548 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4535) (bvule ?x4535 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5174 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x5169 (concat ?x5174 (_ bv0 2))))
 (let ((?x3584 (mem!block_tables!32 (bvadd ?x5169 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3584) (bvule ?x3584 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5779 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x5780 (concat ?x5779 (_ bv0 2))))
 (let ((?x5765 (mem!block_tables!32 (bvadd ?x5780 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5765) (bvule ?x5765 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6416 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x6417 (concat ?x6416 (_ bv0 2))))
 (let ((?x6403 (mem!block_tables!32 (bvadd ?x6417 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6403) (bvule ?x6403 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7013 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x7042 (concat ?x7013 (_ bv0 2))))
 (let ((?x7032 (mem!block_tables!32 (bvadd ?x7042 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7032) (bvule ?x7032 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7676 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x7677 (concat ?x7676 (_ bv0 2))))
 (let ((?x7581 (mem!block_tables!32 (bvadd ?x7677 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7581) (bvule ?x7581 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8191 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x8318 (concat ?x8191 (_ bv0 2))))
 (let ((?x8272 (mem!block_tables!32 (bvadd ?x8318 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8272) (bvule ?x8272 (_ bv63 32))))))))
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
 (let ((?x1656 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1656) (bvule ?x1656 (_ bv256 32)))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1863 (concat (bvadd ?x1858 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1860 (mem!block_tables!32 (bvadd ?x1863 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1860) (bvule ?x1860 (_ bv63 32)))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7426 (concat (bvadd ?x1858 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x6969 (mem!block_tables!32 (bvadd ?x7426 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6969) (bvule ?x6969 (_ bv63 32)))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6125 (concat (bvadd ?x1858 (concat (_ bv0 36) ((_ extract 31 6) tid.x@B))) (_ bv0 2))))
 (let ((?x8096 (mem!block_tables!32 (bvadd ?x6125 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8096) (bvule ?x8096 (_ bv63 32)))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8626 (bvadd ?x1858 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x8690 (concat ?x8626 (_ bv0 2))))
 (let ((?x4011 (mem!block_tables!32 (bvadd ?x8690 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4011) (bvule ?x4011 (_ bv63 32))))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1274 (bvadd ?x1858 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x3158 (concat ?x1274 (_ bv0 2))))
 (let ((?x3501 (mem!block_tables!32 (bvadd ?x3158 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3501) (bvule ?x3501 (_ bv63 32))))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10151 (bvadd ?x1858 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x10073 (concat ?x10151 (_ bv0 2))))
 (let ((?x10176 (mem!block_tables!32 (bvadd ?x10073 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10176) (bvule ?x10176 (_ bv63 32))))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9028 (bvadd ?x1858 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x9033 (concat ?x9028 (_ bv0 2))))
 (let ((?x8989 (mem!block_tables!32 (bvadd ?x9033 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8989) (bvule ?x8989 (_ bv63 32))))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x11059 (bvadd ?x1858 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x11061 (concat ?x11059 (_ bv0 2))))
 (let ((?x11073 (mem!block_tables!32 (bvadd ?x11061 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11073) (bvule ?x11073 (_ bv63 32))))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x11696 (bvadd ?x1858 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x11700 (concat ?x11696 (_ bv0 2))))
 (let ((?x11699 (mem!block_tables!32 (bvadd ?x11700 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11699) (bvule ?x11699 (_ bv63 32))))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x12301 (bvadd ?x1858 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x12292 (concat ?x12301 (_ bv0 2))))
 (let ((?x12294 (mem!block_tables!32 (bvadd ?x12292 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12294) (bvule ?x12294 (_ bv63 32))))))))
(assert
 (let (($x167 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A)))
 (let (($x148 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A)))
 (let ((?x3349 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x3353 (bvadd (_ bv18446744073709551360 64) ?x3349)))
 (let (($x100 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A ?x3353)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x8246 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A) (and $x255 $x100 $x148 $x167))))
 (let ((?x1639 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x1643 (bvadd (_ bv18446744073709551360 64) ?x1639)))
 (let (($x166 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A ?x1643)))
 (let (($x203 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A) (and $x255 $x166 $x148 $x167))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A (_ bv2 32)) $x203 $x8246)))))))))))))
(assert
 (let (($x181 (= (_ bv1 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B)))
 (let (($x6865 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B)))
 (let ((?x4116 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x5599 (bvadd (_ bv18446744073709551360 64) ?x4116)))
 (let (($x5309 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B ?x5599)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x8769 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B) (and $x255 $x5309 $x6865 $x181))))
 (let ((?x2919 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x827 (bvadd (_ bv18446744073709551360 64) ?x2919)))
 (let (($x8729 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B ?x827)))
 (let (($x7938 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B) (and $x255 $x8729 $x6865 $x181))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B (_ bv2 32)) $x7938 $x8769)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x220 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A width!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A)))
 (let ((?x202 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B width!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A ?x202) (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B ?x220)))))
(assert
 (let (($x3248 (= ctaid.z@A ctaid.z@B)))
 (let (($x8265 (= ctaid.y@A ctaid.y@B)))
 (let (($x7804 (= ctaid.x@A ctaid.x@B)))
 (and $x7804 $x8265 $x3248)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_A epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch1_B))
(check-sat)
