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
(declare-fun v2076@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2076@B () (_ BitVec 64))
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
 (let ((?x265 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x265) (bvule ?x265 (_ bv256 32)))))
(assert
 (let ((?x404 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x410 (concat (bvadd ?x404 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x374 (mem!block_tables!32 (bvadd ?x410 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x374) (bvule ?x374 (_ bv63 32)))))))
(assert
 (let ((?x404 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x410 (concat (bvadd ?x404 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x374 (mem!block_tables!32 (bvadd ?x410 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x374) (bvule ?x374 (_ bv63 32)))))))
(assert
 (let ((?x404 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3356 (concat (bvadd ?x404 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3359 (mem!block_tables!32 (bvadd ?x3356 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3359) (bvule ?x3359 (_ bv63 32)))))))
(assert
 (bvule v2076@A (_ bv0 64)))
(assert
 (let ((?x7546 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v2076@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x404 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7566 (concat (bvadd ?x404 (concat (_ bv0 30) ?x7546)) (_ bv0 2))))
 (let ((?x7533 (mem!block_tables!32 (bvadd ?x7566 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7533) (bvule ?x7533 (_ bv63 32))))))))
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
 (let ((?x6281 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6281) (bvule ?x6281 (_ bv256 32)))))
(assert
 (let ((?x7097 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6226 (concat (bvadd ?x7097 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x6185 (mem!block_tables!32 (bvadd ?x6226 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6185) (bvule ?x6185 (_ bv63 32)))))))
(assert
 (let ((?x7097 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6226 (concat (bvadd ?x7097 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x6185 (mem!block_tables!32 (bvadd ?x6226 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6185) (bvule ?x6185 (_ bv63 32)))))))
(assert
 (let ((?x7097 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6133 (concat (bvadd ?x7097 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x6208 (mem!block_tables!32 (bvadd ?x6133 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6208) (bvule ?x6208 (_ bv63 32)))))))
(assert
 (bvule v2076@B (_ bv0 64)))
(assert
 (let ((?x6098 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v2076@B)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@B)))))
 (let ((?x6086 (concat (_ bv0 30) ?x6098)))
 (let ((?x7097 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6101 (concat (bvadd ?x7097 ?x6086) (_ bv0 2))))
 (let ((?x6078 (mem!block_tables!32 (bvadd ?x6101 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6078) (bvule ?x6078 (_ bv63 32)))))))))
(assert
 (let (($x103 (= (_ bv3 32) epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let (($x131 (= (_ bv4 64) width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x4466 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x4470 (bvadd (_ bv18446744073709551360 64) ?x4466)))
 (let (($x94 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x4470)))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x56 (=> (= (_ bv1 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x256 $x94 $x131 $x103))))
 (let ((?x2111 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x2115 (bvadd (_ bv18446744073709551360 64) ?x2111)))
 (let (($x204 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x2115)))
 (let (($x120 (=> (= (_ bv0 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A) (and $x256 $x204 $x131 $x103))))
 (and (bvult sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A (_ bv2 32)) $x120 $x56)))))))))))))
(assert
 (let (($x2209 (= (_ bv3 32) epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let (($x2208 (= (_ bv4 64) width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (let ((?x11079 (concat (_ bv0 32) (bvadd (_ bv768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x11080 (bvadd (_ bv18446744073709551360 64) ?x11079)))
 (let (($x2212 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x11080)))
 (let ((?x7101 (bvadd (_ bv128 32) tid.x@B)))
 (let ((?x7110 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B))))
 (let ((?x6780 (mem!seq_lens!32 ?x7110)))
 (let (($x11082 (not (bvule ?x6780 ?x7101))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x11083 (and $x256 $x11082)))
 (let (($x2218 (=> (= (_ bv1 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x11083 $x2212 $x2208 $x2209))))
 (let ((?x11085 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x11086 (bvadd (_ bv18446744073709551360 64) ?x11085)))
 (let (($x2274 (= off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x11086)))
 (let (($x11088 (not (bvule ?x6780 tid.x@B))))
 (let (($x11089 (and $x256 $x11088)))
 (let (($x2217 (=> (= (_ bv0 32) sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B) (and $x11089 $x2274 $x2208 $x2209))))
 (and (bvult sel!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B (_ bv2 32)) $x2217 $x2218))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2244 (bvadd off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A)))
 (let ((?x2214 (bvadd off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B width!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B)))
 (and (bvult off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A ?x2214) (bvult off!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B ?x2244)))))
(assert
 (let (($x213 (= ctaid.z@A ctaid.z@B)))
 (let (($x223 (= ctaid.y@A ctaid.y@B)))
 (let (($x157 (= ctaid.x@A ctaid.x@B)))
 (and $x157 $x223 $x213)))))
(assert
 (= epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_A epoch!rw_shared__ZZ19paged_attention_f16E2sc_epoch3_B))
(check-sat)
