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
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709515775 64)))
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
 (bvule base!block_tables (_ bv18446744073709547135 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551335 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709515775 64)))
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
 (let ((?x2639 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2629 (mem!block_tables!32 (bvadd ?x2639 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2629) (bvule ?x2629 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3622 (concat (bvadd ?x540 (concat (_ bv0 36) ((_ extract 31 6) tid.x@A))) (_ bv0 2))))
 (let ((?x3624 (mem!block_tables!32 (bvadd ?x3622 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3624) (bvule ?x3624 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4544 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x4545 (concat ?x4544 (_ bv0 2))))
 (let ((?x4532 (mem!block_tables!32 (bvadd ?x4545 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4532) (bvule ?x4532 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5171 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x5166 (concat ?x5171 (_ bv0 2))))
 (let ((?x3581 (mem!block_tables!32 (bvadd ?x5166 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3581) (bvule ?x3581 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5781 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x5776 (concat ?x5781 (_ bv0 2))))
 (let ((?x5761 (mem!block_tables!32 (bvadd ?x5776 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5761) (bvule ?x5761 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6412 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x6413 (concat ?x6412 (_ bv0 2))))
 (let ((?x6399 (mem!block_tables!32 (bvadd ?x6413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6399) (bvule ?x6399 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7009 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x7038 (concat ?x7009 (_ bv0 2))))
 (let ((?x7028 (mem!block_tables!32 (bvadd ?x7038 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7028) (bvule ?x7028 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7672 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x7673 (concat ?x7672 (_ bv0 2))))
 (let ((?x7577 (mem!block_tables!32 (bvadd ?x7673 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7577) (bvule ?x7577 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8187 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x8314 (concat ?x8187 (_ bv0 2))))
 (let ((?x8268 (mem!block_tables!32 (bvadd ?x8314 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8268) (bvule ?x8268 (_ bv63 32))))))))
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
 (let ((?x1656 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1656) (bvule ?x1656 (_ bv256 32)))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1863 (concat (bvadd ?x1858 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1860 (mem!block_tables!32 (bvadd ?x1863 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1860) (bvule ?x1860 (_ bv63 32)))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8669 (concat (bvadd ?x1858 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x8027 (mem!block_tables!32 (bvadd ?x8669 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8027) (bvule ?x8027 (_ bv63 32)))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7417 (concat (bvadd ?x1858 (concat (_ bv0 36) ((_ extract 31 6) tid.x@B))) (_ bv0 2))))
 (let ((?x8688 (mem!block_tables!32 (bvadd ?x7417 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8688) (bvule ?x8688 (_ bv63 32)))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4884 (bvadd ?x1858 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x5029 (concat ?x4884 (_ bv0 2))))
 (let ((?x5404 (mem!block_tables!32 (bvadd ?x5029 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5404) (bvule ?x5404 (_ bv63 32))))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1270 (bvadd ?x1858 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x1266 (concat ?x1270 (_ bv0 2))))
 (let ((?x3496 (mem!block_tables!32 (bvadd ?x1266 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3496) (bvule ?x3496 (_ bv63 32))))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10135 (bvadd ?x1858 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x10125 (concat ?x10135 (_ bv0 2))))
 (let ((?x9985 (mem!block_tables!32 (bvadd ?x10125 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9985) (bvule ?x9985 (_ bv63 32))))))))
(assert
 (let ((?x1858 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9029 (bvadd ?x1858 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@B)))))))
 (let ((?x9013 (concat ?x9029 (_ bv0 2))))
 (let ((?x8812 (mem!block_tables!32 (bvadd ?x9013 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8812) (bvule ?x8812 (_ bv63 32))))))))
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
 (let (($x109 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let (($x200 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x3346 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x3350 (bvadd (_ bv18446744073709551360 64) ?x3346)))
 (let (($x840 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x3350)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x4480 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x255 $x840 $x200 $x109))))
 (let ((?x1639 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x1643 (bvadd (_ bv18446744073709551360 64) ?x1639)))
 (let (($x8495 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x1643)))
 (let (($x1478 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x255 $x8495 $x200 $x109))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A (_ bv2 32)) $x1478 $x4480)))))))))))))
(assert
 (let (($x8096 (= (_ bv3 32) epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let (($x8060 (= (_ bv4 64) width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let ((?x5588 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x6836 (bvadd (_ bv18446744073709551360 64) ?x5588)))
 (let (($x6097 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x6836)))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x4833 (=> (= (_ bv1 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x255 $x6097 $x8060 $x8096))))
 (let ((?x3260 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x3259 (bvadd (_ bv18446744073709551360 64) ?x3260)))
 (let (($x7394 (= off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x3259)))
 (let (($x7456 (=> (= (_ bv0 32) sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x255 $x7394 $x8060 $x8096))))
 (and (bvult sel!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B (_ bv2 32)) $x7456 $x4833)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x238 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x99 (bvadd off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B width!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (and (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x99) (bvult off!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x238)))))
(assert
 (let (($x7213 (= ctaid.z@A ctaid.z@B)))
 (let (($x7833 (= ctaid.y@A ctaid.y@B)))
 (let (($x8836 (= ctaid.x@A ctaid.x@B)))
 (and $x8836 $x7833 $x7213)))))
(assert
 (= epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_A epoch!ww_shared__ZZ19paged_attention_f16E2sc_epoch3_B))
(check-sat)
