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
 (bvult ctaid.z@A (_ bv4 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x523 (mem!block_tables!32 (bvadd ?x551 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x523) (bvule ?x523 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2867 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2856 (mem!block_tables!32 (bvadd ?x2867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2856) (bvule ?x2856 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3874 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3855 (mem!block_tables!32 (bvadd ?x3874 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3855) (bvule ?x3855 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4887 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4864 (mem!block_tables!32 (bvadd ?x4887 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4864) (bvule ?x4864 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5907 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5876 (mem!block_tables!32 (bvadd ?x5907 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5876) (bvule ?x5876 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6932 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6933 (mem!block_tables!32 (bvadd ?x6932 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6933) (bvule ?x6933 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7964 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7952 (mem!block_tables!32 (bvadd ?x7964 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7952) (bvule ?x7952 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9004 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8998 (mem!block_tables!32 (bvadd ?x9004 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8998) (bvule ?x8998 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12635 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12655 (concat (bvadd ?x545 (concat (_ bv0 30) ?x12635)) (_ bv0 2))))
 (let ((?x12622 (mem!block_tables!32 (bvadd ?x12655 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12622) (bvule ?x12622 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv4 32)))
(assert
 (let ((?x8370 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8370) (bvule ?x8370 (_ bv1024 32)))))
(assert
 (let ((?x7350 ((_ extract 31 4) tid.x@B)))
 (let ((?x5294 (concat (_ bv0 34) ?x7350)))
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7339 (concat (bvadd ?x6324 ?x5294) (_ bv0 2))))
 (let ((?x9411 (mem!block_tables!32 (bvadd ?x7339 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9411) (bvule ?x9411 (_ bv4095 32)))))))))
(assert
 (let ((?x5295 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7340 (concat (bvadd ?x6324 ?x5295) (_ bv0 2))))
 (let ((?x9412 (mem!block_tables!32 (bvadd ?x7340 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9412) (bvule ?x9412 (_ bv4095 32))))))))
(assert
 (let ((?x3276 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5296 (concat (bvadd ?x6324 ?x3276) (_ bv0 2))))
 (let ((?x7341 (mem!block_tables!32 (bvadd ?x5296 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7341) (bvule ?x7341 (_ bv4095 32))))))))
(assert
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3277 (concat (bvadd ?x6324 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5297 (mem!block_tables!32 (bvadd ?x3277 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5297) (bvule ?x5297 (_ bv4095 32)))))))
(assert
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9416 (concat (bvadd ?x6324 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3278 (mem!block_tables!32 (bvadd ?x9416 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3278) (bvule ?x3278 (_ bv4095 32)))))))
(assert
 (let ((?x5300 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7345 (concat (bvadd ?x6324 ?x5300) (_ bv0 2))))
 (let ((?x9417 (mem!block_tables!32 (bvadd ?x7345 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9417) (bvule ?x9417 (_ bv4095 32))))))))
(assert
 (let ((?x3281 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5301 (concat (bvadd ?x6324 ?x3281) (_ bv0 2))))
 (let ((?x7346 (mem!block_tables!32 (bvadd ?x5301 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7346) (bvule ?x7346 (_ bv4095 32))))))))
(assert
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3282 (concat (bvadd ?x6324 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5302 (mem!block_tables!32 (bvadd ?x3282 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5302) (bvule ?x5302 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x7350 ((_ extract 31 4) tid.x@B)))
 (let ((?x8382 (concat (_ bv0 4) ?x7350)))
 (let ((?x9422 ((_ extract 31 0) v2904@B)))
 (let ((?x1076 (bvmul (_ bv8 32) ?x9422)))
 (let ((?x6324 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8381 (concat (bvadd ?x6324 (concat (_ bv0 30) (bvadd ?x1076 ?x8382))) (_ bv0 2))))
 (let ((?x1074 (mem!block_tables!32 (bvadd ?x8381 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1074) (bvule ?x1074 (_ bv4095 32)))))))))))
(assert
 (let ((?x357 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x360 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x357 (_ bv0 6))) (_ bv0 1))))
 (let (($x237 (= off!ww_global_out_A ?x360)))
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x285 (and $x257 $x280)))
 (let (($x176 (and $x285 $x237 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x176))))))))))
(assert
 (let ((?x7336 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x9408 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x4277 (concat (_ bv0 31) tid.x@B)))
 (let ((?x6310 (concat (bvadd ?x4277 (concat (bvadd ?x9408 ?x7336) (_ bv0 6))) (_ bv0 1))))
 (let (($x3271 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x4278 (and $x257 $x3271)))
 (let (($x1781 (and $x4278 (= off!ww_global_out_B ?x6310) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x1781)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x70 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let (($x1913 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x1913 $x70))))
(check-sat)
