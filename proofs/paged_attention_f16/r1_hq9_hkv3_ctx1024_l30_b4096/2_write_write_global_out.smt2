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
(declare-fun v2524@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2524@B () (_ BitVec 64))
(declare-fun epoch!ww_global_out_A () (_ BitVec 32))
(declare-fun width!ww_global_out_A () (_ BitVec 64))
(declare-fun off!ww_global_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_out_B () (_ BitVec 32))
(declare-fun width!ww_global_out_B () (_ BitVec 64))
(declare-fun off!ww_global_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_out_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv1024 32)))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x549 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x521 (mem!block_tables!32 (bvadd ?x549 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x521) (bvule ?x521 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2883 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2872 (mem!block_tables!32 (bvadd ?x2883 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2872) (bvule ?x2872 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3890 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3871 (mem!block_tables!32 (bvadd ?x3890 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3871) (bvule ?x3871 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4903 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4880 (mem!block_tables!32 (bvadd ?x4903 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4880) (bvule ?x4880 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5923 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5892 (mem!block_tables!32 (bvadd ?x5923 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5892) (bvule ?x5892 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6948 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6949 (mem!block_tables!32 (bvadd ?x6948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6949) (bvule ?x6949 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7980 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7968 (mem!block_tables!32 (bvadd ?x7980 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7968) (bvule ?x7968 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9020 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9014 (mem!block_tables!32 (bvadd ?x9020 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9014) (bvule ?x9014 (_ bv4095 32)))))))
(assert
 (bvule v2524@A (_ bv31 64)))
(assert
 (let ((?x11459 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v2524@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11492 (concat (bvadd ?x543 (concat (_ bv0 30) ?x11459)) (_ bv0 2))))
 (let ((?x11484 (mem!block_tables!32 (bvadd ?x11492 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11484) (bvule ?x11484 (_ bv4095 32))))))))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x9482 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9482) (bvule ?x9482 (_ bv1024 32)))))
(assert
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8443 (concat (bvadd ?x6396 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1164 (mem!block_tables!32 (bvadd ?x8443 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1164) (bvule ?x1164 (_ bv4095 32)))))))
(assert
 (let ((?x5367 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7412 (concat (bvadd ?x6396 ?x5367) (_ bv0 2))))
 (let ((?x9484 (mem!block_tables!32 (bvadd ?x7412 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9484) (bvule ?x9484 (_ bv4095 32))))))))
(assert
 (let ((?x3348 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5368 (concat (bvadd ?x6396 ?x3348) (_ bv0 2))))
 (let ((?x7413 (mem!block_tables!32 (bvadd ?x5368 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7413) (bvule ?x7413 (_ bv4095 32))))))))
(assert
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3349 (concat (bvadd ?x6396 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5369 (mem!block_tables!32 (bvadd ?x3349 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5369) (bvule ?x5369 (_ bv4095 32)))))))
(assert
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9488 (concat (bvadd ?x6396 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3350 (mem!block_tables!32 (bvadd ?x9488 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3350) (bvule ?x3350 (_ bv4095 32)))))))
(assert
 (let ((?x5372 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7417 (concat (bvadd ?x6396 ?x5372) (_ bv0 2))))
 (let ((?x9489 (mem!block_tables!32 (bvadd ?x7417 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9489) (bvule ?x9489 (_ bv4095 32))))))))
(assert
 (let ((?x3353 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5373 (concat (bvadd ?x6396 ?x3353) (_ bv0 2))))
 (let ((?x7418 (mem!block_tables!32 (bvadd ?x5373 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7418) (bvule ?x7418 (_ bv4095 32))))))))
(assert
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3354 (concat (bvadd ?x6396 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5374 (mem!block_tables!32 (bvadd ?x3354 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5374) (bvule ?x5374 (_ bv4095 32)))))))
(assert
 (bvule v2524@B (_ bv31 64)))
(assert
 (let ((?x7422 ((_ extract 31 6) tid.x@B)))
 (let ((?x8454 (concat (_ bv0 6) ?x7422)))
 (let ((?x9494 ((_ extract 31 0) v2524@B)))
 (let ((?x1186 (bvmul (_ bv2 32) ?x9494)))
 (let ((?x6396 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8453 (concat (bvadd ?x6396 (concat (_ bv0 30) (bvadd ?x1186 ?x8454))) (_ bv0 2))))
 (let ((?x1184 (mem!block_tables!32 (bvadd ?x8453 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1184) (bvule ?x1184 (_ bv4095 32)))))))))))
(assert
 (let ((?x10764 ((_ extract 5 0) tid.x@A)))
 (let ((?x355 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x11148 (concat ?x355 ?x10764 (_ bv0 1))))
 (let (($x1641 (= off!ww_global_out_A ?x11148)))
 (let ((?x273 ((_ extract 31 6) tid.x@A)))
 (let (($x278 (= ?x273 (_ bv0 26))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x283 (and $x254 $x278)))
 (let (($x239 (and $x283 $x1641 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x239))))))))))))
(assert
 (let ((?x5363 ((_ extract 5 0) tid.x@B)))
 (let ((?x8440 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x1158 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x3342 (bvadd ?x1158 ?x8440)))
 (let ((?x4349 (concat ?x3342 ?x5363 (_ bv0 1))))
 (let ((?x7422 ((_ extract 31 6) tid.x@B)))
 (let (($x3343 (= ?x7422 (_ bv0 26))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x4350 (and $x254 $x3343)))
 (let (($x220 (and $x4350 (= off!ww_global_out_B ?x4349) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x220)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x114 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let ((?x126 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x126) $x114))))
(check-sat)
