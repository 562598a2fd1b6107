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
(declare-fun v2931@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2931@B () (_ BitVec 64))
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
 (let ((?x2892 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2881 (mem!block_tables!32 (bvadd ?x2892 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2881) (bvule ?x2881 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3905 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3886 (mem!block_tables!32 (bvadd ?x3905 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3886) (bvule ?x3886 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4924 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4901 (mem!block_tables!32 (bvadd ?x4924 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4901) (bvule ?x4901 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5950 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5919 (mem!block_tables!32 (bvadd ?x5950 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5919) (bvule ?x5919 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6981 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6982 (mem!block_tables!32 (bvadd ?x6981 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6982) (bvule ?x6982 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8019 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8007 (mem!block_tables!32 (bvadd ?x8019 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8007) (bvule ?x8007 (_ bv4095 32)))))))
(assert
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9065 (concat (bvadd ?x543 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9059 (mem!block_tables!32 (bvadd ?x9065 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9059) (bvule ?x9059 (_ bv4095 32)))))))
(assert
 (bvule v2931@A (_ bv7 64)))
(assert
 (let ((?x12703 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2931@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x543 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12723 (concat (bvadd ?x543 (concat (_ bv0 30) ?x12703)) (_ bv0 2))))
 (let ((?x12720 (mem!block_tables!32 (bvadd ?x12723 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12720) (bvule ?x12720 (_ bv4095 32))))))))
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
 (let ((?x6358 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6358) (bvule ?x6358 (_ bv1024 32)))))
(assert
 (let ((?x5344 ((_ extract 31 4) tid.x@B)))
 (let ((?x3301 (concat (_ bv0 34) ?x5344)))
 (let ((?x4324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5333 (concat (bvadd ?x4324 ?x3301) (_ bv0 2))))
 (let ((?x7390 (mem!block_tables!32 (bvadd ?x5333 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7390) (bvule ?x7390 (_ bv4095 32)))))))))
(assert
 (let ((?x3302 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5334 (concat (bvadd ?x4324 ?x3302) (_ bv0 2))))
 (let ((?x7391 (mem!block_tables!32 (bvadd ?x5334 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7391) (bvule ?x7391 (_ bv4095 32))))))))
(assert
 (let ((?x4324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3303 (concat (bvadd ?x4324 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5335 (mem!block_tables!32 (bvadd ?x3303 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5335) (bvule ?x5335 (_ bv4095 32)))))))
(assert
 (let ((?x4324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9478 (concat (bvadd ?x4324 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3304 (mem!block_tables!32 (bvadd ?x9478 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3304) (bvule ?x3304 (_ bv4095 32)))))))
(assert
 (let ((?x4324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7395 (concat (bvadd ?x4324 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9479 (mem!block_tables!32 (bvadd ?x7395 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9479) (bvule ?x9479 (_ bv4095 32)))))))
(assert
 (let ((?x3307 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5339 (concat (bvadd ?x4324 ?x3307) (_ bv0 2))))
 (let ((?x7396 (mem!block_tables!32 (bvadd ?x5339 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7396) (bvule ?x7396 (_ bv4095 32))))))))
(assert
 (let ((?x4324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3308 (concat (bvadd ?x4324 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5340 (mem!block_tables!32 (bvadd ?x3308 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5340) (bvule ?x5340 (_ bv4095 32)))))))
(assert
 (let ((?x4324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9483 (concat (bvadd ?x4324 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3309 (mem!block_tables!32 (bvadd ?x9483 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3309) (bvule ?x3309 (_ bv4095 32)))))))
(assert
 (bvule v2931@B (_ bv7 64)))
(assert
 (let ((?x5344 ((_ extract 31 4) tid.x@B)))
 (let ((?x6370 (concat (_ bv0 4) ?x5344)))
 (let ((?x7401 ((_ extract 31 0) v2931@B)))
 (let ((?x8439 (bvmul (_ bv8 32) ?x7401)))
 (let ((?x4324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6369 (concat (bvadd ?x4324 (concat (_ bv0 30) (bvadd ?x8439 ?x6370))) (_ bv0 2))))
 (let ((?x8438 (mem!block_tables!32 (bvadd ?x6369 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8438) (bvule ?x8438 (_ bv4095 32)))))))))))
(assert
 (let ((?x355 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x358 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x355 (_ bv0 6))) (_ bv0 1))))
 (let (($x1660 (= off!ww_global_out_A ?x358)))
 (let (($x278 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x283 (and $x254 $x278)))
 (let (($x139 (and $x283 $x1660 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x139))))))))))
(assert
 (let ((?x5330 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x7387 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x1047 (concat (_ bv0 31) tid.x@B)))
 (let ((?x4310 (concat (bvadd ?x1047 (concat (bvadd ?x7387 ?x5330) (_ bv0 6))) (_ bv0 1))))
 (let (($x9472 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x1049 (and $x254 $x9472)))
 (let (($x1771 (and $x1049 (= off!ww_global_out_B ?x4310) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x1771)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x211 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let ((?x130 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x130) $x211))))
(check-sat)
