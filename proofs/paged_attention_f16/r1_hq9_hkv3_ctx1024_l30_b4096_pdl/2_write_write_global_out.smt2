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
(declare-fun v2904@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2904@B () (_ BitVec 64))
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
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12652 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12672 (concat (bvadd ?x543 (concat (_ bv0 30) ?x12652)) (_ bv0 2))))
 (let ((?x12639 (mem!block_tables!32 (bvadd ?x12672 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12639) (bvule ?x12639 (_ bv4095 32))))))))
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
 (let ((?x8386 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8386) (bvule ?x8386 (_ bv1024 32)))))
(assert
 (let ((?x7366 ((_ extract 31 4) tid.x@B)))
 (let ((?x5310 (concat (_ bv0 34) ?x7366)))
 (let ((?x6340 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7355 (concat (bvadd ?x6340 ?x5310) (_ bv0 2))))
 (let ((?x9427 (mem!block_tables!32 (bvadd ?x7355 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9427) (bvule ?x9427 (_ bv4095 32)))))))))
(assert
 (let ((?x5311 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6340 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7356 (concat (bvadd ?x6340 ?x5311) (_ bv0 2))))
 (let ((?x9428 (mem!block_tables!32 (bvadd ?x7356 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9428) (bvule ?x9428 (_ bv4095 32))))))))
(assert
 (let ((?x3292 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6340 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5312 (concat (bvadd ?x6340 ?x3292) (_ bv0 2))))
 (let ((?x7357 (mem!block_tables!32 (bvadd ?x5312 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7357) (bvule ?x7357 (_ bv4095 32))))))))
(assert
 (let ((?x6340 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3293 (concat (bvadd ?x6340 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5313 (mem!block_tables!32 (bvadd ?x3293 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5313) (bvule ?x5313 (_ bv4095 32)))))))
(assert
 (let ((?x6340 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9432 (concat (bvadd ?x6340 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3294 (mem!block_tables!32 (bvadd ?x9432 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3294) (bvule ?x3294 (_ bv4095 32)))))))
(assert
 (let ((?x5316 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6340 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7361 (concat (bvadd ?x6340 ?x5316) (_ bv0 2))))
 (let ((?x9433 (mem!block_tables!32 (bvadd ?x7361 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9433) (bvule ?x9433 (_ bv4095 32))))))))
(assert
 (let ((?x3297 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6340 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5317 (concat (bvadd ?x6340 ?x3297) (_ bv0 2))))
 (let ((?x7362 (mem!block_tables!32 (bvadd ?x5317 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7362) (bvule ?x7362 (_ bv4095 32))))))))
(assert
 (let ((?x6340 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3298 (concat (bvadd ?x6340 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5318 (mem!block_tables!32 (bvadd ?x3298 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5318) (bvule ?x5318 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x7366 ((_ extract 31 4) tid.x@B)))
 (let ((?x8398 (concat (_ bv0 4) ?x7366)))
 (let ((?x9438 ((_ extract 31 0) v2904@B)))
 (let ((?x1074 (bvmul (_ bv8 32) ?x9438)))
 (let ((?x6340 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8397 (concat (bvadd ?x6340 (concat (_ bv0 30) (bvadd ?x1074 ?x8398))) (_ bv0 2))))
 (let ((?x1072 (mem!block_tables!32 (bvadd ?x8397 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1072) (bvule ?x1072 (_ bv4095 32)))))))))))
(assert
 (let ((?x355 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x358 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x355 (_ bv0 6))) (_ bv0 1))))
 (let (($x149 (= off!ww_global_out_A ?x358)))
 (let (($x278 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x283 (and $x254 $x278)))
 (let (($x138 (and $x283 $x149 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x138))))))))))
(assert
 (let ((?x7352 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x9424 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x4293 (concat (_ bv0 31) tid.x@B)))
 (let ((?x6326 (concat (bvadd ?x4293 (concat (bvadd ?x9424 ?x7352) (_ bv0 6))) (_ bv0 1))))
 (let (($x3287 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x4294 (and $x254 $x3287)))
 (let (($x211 (and $x4294 (= off!ww_global_out_B ?x6326) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x211)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x92 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let ((?x163 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x163) $x92))))
(check-sat)
