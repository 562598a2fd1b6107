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
(declare-fun v3442@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v3442@B () (_ BitVec 64))
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
 (bvult ctaid.z@A (_ bv32 32)))
(assert
 (let ((?x268 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x268) (bvule ?x268 (_ bv1024 32)))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x414 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x386 (mem!block_tables!32 (bvadd ?x414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x386) (bvule ?x386 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x414 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x386 (mem!block_tables!32 (bvadd ?x414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x386) (bvule ?x386 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3312 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3303 (mem!block_tables!32 (bvadd ?x3312 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3303) (bvule ?x3303 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4324 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4328 (mem!block_tables!32 (bvadd ?x4324 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4328) (bvule ?x4328 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5342 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5345 (mem!block_tables!32 (bvadd ?x5342 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5345) (bvule ?x5345 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6368 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6351 (mem!block_tables!32 (bvadd ?x6368 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6351) (bvule ?x6351 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7398 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7378 (mem!block_tables!32 (bvadd ?x7398 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7378) (bvule ?x7378 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8436 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8412 (mem!block_tables!32 (bvadd ?x8436 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8412) (bvule ?x8412 (_ bv4095 32)))))))
(assert
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9481 (concat (bvadd ?x408 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9464 (mem!block_tables!32 (bvadd ?x9481 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9464) (bvule ?x9464 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14016 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x408 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14036 (concat (bvadd ?x408 (concat (_ bv0 30) ?x14016)) (_ bv0 2))))
 (let ((?x14038 (mem!block_tables!32 (bvadd ?x14036 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14038) (bvule ?x14038 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv32 32)))
(assert
 (let ((?x7758 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7758) (bvule ?x7758 (_ bv1024 32)))))
(assert
 (let ((?x6740 ((_ extract 31 4) tid.x@B)))
 (let ((?x4685 (concat (_ bv0 34) ?x6740)))
 (let ((?x5713 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6729 (concat (bvadd ?x5713 ?x4685) (_ bv0 2))))
 (let ((?x8797 (mem!block_tables!32 (bvadd ?x6729 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8797) (bvule ?x8797 (_ bv4095 32)))))))))
(assert
 (let ((?x6740 ((_ extract 31 4) tid.x@B)))
 (let ((?x4685 (concat (_ bv0 34) ?x6740)))
 (let ((?x5713 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6729 (concat (bvadd ?x5713 ?x4685) (_ bv0 2))))
 (let ((?x8797 (mem!block_tables!32 (bvadd ?x6729 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8797) (bvule ?x8797 (_ bv4095 32)))))))))
(assert
 (let ((?x4686 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x5713 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6730 (concat (bvadd ?x5713 ?x4686) (_ bv0 2))))
 (let ((?x8798 (mem!block_tables!32 (bvadd ?x6730 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8798) (bvule ?x8798 (_ bv4095 32))))))))
(assert
 (let ((?x1429 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x5713 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4687 (concat (bvadd ?x5713 ?x1429) (_ bv0 2))))
 (let ((?x6731 (mem!block_tables!32 (bvadd ?x4687 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6731) (bvule ?x6731 (_ bv4095 32))))))))
(assert
 (let ((?x5713 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1431 (concat (bvadd ?x5713 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4688 (mem!block_tables!32 (bvadd ?x1431 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4688) (bvule ?x4688 (_ bv4095 32)))))))
(assert
 (let ((?x5713 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8802 (concat (bvadd ?x5713 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x1433 (mem!block_tables!32 (bvadd ?x8802 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1433) (bvule ?x1433 (_ bv4095 32)))))))
(assert
 (let ((?x4691 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x5713 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6735 (concat (bvadd ?x5713 ?x4691) (_ bv0 2))))
 (let ((?x8803 (mem!block_tables!32 (bvadd ?x6735 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8803) (bvule ?x8803 (_ bv4095 32))))))))
(assert
 (let ((?x1439 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x5713 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4692 (concat (bvadd ?x5713 ?x1439) (_ bv0 2))))
 (let ((?x6736 (mem!block_tables!32 (bvadd ?x4692 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6736) (bvule ?x6736 (_ bv4095 32))))))))
(assert
 (let ((?x5713 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1441 (concat (bvadd ?x5713 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4693 (mem!block_tables!32 (bvadd ?x1441 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4693) (bvule ?x4693 (_ bv4095 32)))))))
(assert
 (bvule v3442@B (_ bv6 64)))
(assert
 (let ((?x6740 ((_ extract 31 4) tid.x@B)))
 (let ((?x7770 (concat (_ bv0 4) ?x6740)))
 (let ((?x8808 ((_ extract 31 0) v3442@B)))
 (let ((?x9853 (bvmul (_ bv8 32) ?x8808)))
 (let ((?x5713 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7769 (concat (bvadd ?x5713 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x9853 ?x7770))) (_ bv0 2))))
 (let ((?x9852 (mem!block_tables!32 (bvadd ?x7769 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9852) (bvule ?x9852 (_ bv4095 32)))))))))))
(assert
 (let ((?x358 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x361 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x358 (_ bv0 6))) (_ bv0 1))))
 (let (($x238 (= off!ww_global_out_A ?x361)))
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x286 (and $x258 $x281)))
 (let (($x211 (and $x286 $x238 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x211))))))))))
(assert
 (let ((?x6726 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x8794 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x3669 (concat (_ bv0 31) tid.x@B)))
 (let ((?x5699 (concat (bvadd ?x3669 (concat (bvadd ?x8794 ?x6726) (_ bv0 6))) (_ bv0 1))))
 (let (($x1419 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x3670 (and $x258 $x1419)))
 (let (($x2342 (and $x3670 (= off!ww_global_out_B ?x5699) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x2342)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x125 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let ((?x103 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x103) (bvult off!ww_global_out_B ?x125)))))
(check-sat)
