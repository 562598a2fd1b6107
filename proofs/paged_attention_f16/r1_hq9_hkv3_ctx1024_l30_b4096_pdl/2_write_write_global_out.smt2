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
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x265 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x265) (bvule ?x265 (_ bv1024 32)))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x413 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x385 (mem!block_tables!32 (bvadd ?x413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x385) (bvule ?x385 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x413 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x385 (mem!block_tables!32 (bvadd ?x413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x385) (bvule ?x385 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3353 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3344 (mem!block_tables!32 (bvadd ?x3353 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3344) (bvule ?x3344 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4365 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4369 (mem!block_tables!32 (bvadd ?x4365 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4369) (bvule ?x4369 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5383 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5386 (mem!block_tables!32 (bvadd ?x5383 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5386) (bvule ?x5386 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6409 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6392 (mem!block_tables!32 (bvadd ?x6409 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6392) (bvule ?x6392 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7439 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7419 (mem!block_tables!32 (bvadd ?x7439 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7419) (bvule ?x7419 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8477 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8453 (mem!block_tables!32 (bvadd ?x8477 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8453) (bvule ?x8453 (_ bv4095 32)))))))
(assert
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9522 (concat (bvadd ?x407 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9505 (mem!block_tables!32 (bvadd ?x9522 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9505) (bvule ?x9505 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14057 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x407 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14077 (concat (bvadd ?x407 (concat (_ bv0 30) ?x14057)) (_ bv0 2))))
 (let ((?x14079 (mem!block_tables!32 (bvadd ?x14077 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14079) (bvule ?x14079 (_ bv4095 32))))))))
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
 (let ((?x6769 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6769) (bvule ?x6769 (_ bv1024 32)))))
(assert
 (let ((?x5755 ((_ extract 31 4) tid.x@B)))
 (let ((?x3714 (concat (_ bv0 34) ?x5755)))
 (let ((?x4736 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5744 (concat (bvadd ?x4736 ?x3714) (_ bv0 2))))
 (let ((?x7800 (mem!block_tables!32 (bvadd ?x5744 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7800) (bvule ?x7800 (_ bv4095 32)))))))))
(assert
 (let ((?x5755 ((_ extract 31 4) tid.x@B)))
 (let ((?x3714 (concat (_ bv0 34) ?x5755)))
 (let ((?x4736 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5744 (concat (bvadd ?x4736 ?x3714) (_ bv0 2))))
 (let ((?x7800 (mem!block_tables!32 (bvadd ?x5744 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7800) (bvule ?x7800 (_ bv4095 32)))))))))
(assert
 (let ((?x3715 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4736 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5745 (concat (bvadd ?x4736 ?x3715) (_ bv0 2))))
 (let ((?x7801 (mem!block_tables!32 (bvadd ?x5745 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7801) (bvule ?x7801 (_ bv4095 32))))))))
(assert
 (let ((?x4736 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3716 (concat (bvadd ?x4736 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5746 (mem!block_tables!32 (bvadd ?x3716 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5746) (bvule ?x5746 (_ bv4095 32)))))))
(assert
 (let ((?x4736 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9887 (concat (bvadd ?x4736 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3717 (mem!block_tables!32 (bvadd ?x9887 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3717) (bvule ?x3717 (_ bv4095 32)))))))
(assert
 (let ((?x4736 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7805 (concat (bvadd ?x4736 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9888 (mem!block_tables!32 (bvadd ?x7805 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9888) (bvule ?x9888 (_ bv4095 32)))))))
(assert
 (let ((?x3720 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4736 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5750 (concat (bvadd ?x4736 ?x3720) (_ bv0 2))))
 (let ((?x7806 (mem!block_tables!32 (bvadd ?x5750 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7806) (bvule ?x7806 (_ bv4095 32))))))))
(assert
 (let ((?x4736 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3721 (concat (bvadd ?x4736 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5751 (mem!block_tables!32 (bvadd ?x3721 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5751) (bvule ?x5751 (_ bv4095 32)))))))
(assert
 (let ((?x4736 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9892 (concat (bvadd ?x4736 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3722 (mem!block_tables!32 (bvadd ?x9892 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3722) (bvule ?x3722 (_ bv4095 32)))))))
(assert
 (bvule v3442@B (_ bv6 64)))
(assert
 (let ((?x5755 ((_ extract 31 4) tid.x@B)))
 (let ((?x6781 (concat (_ bv0 4) ?x5755)))
 (let ((?x7811 ((_ extract 31 0) v3442@B)))
 (let ((?x8849 (bvmul (_ bv8 32) ?x7811)))
 (let ((?x4736 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6780 (concat (bvadd ?x4736 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x8849 ?x6781))) (_ bv0 2))))
 (let ((?x8848 (mem!block_tables!32 (bvadd ?x6780 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8848) (bvule ?x8848 (_ bv4095 32)))))))))))
(assert
 (let ((?x356 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x359 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x356 (_ bv0 6))) (_ bv0 1))))
 (let (($x2108 (= off!ww_global_out_A ?x359)))
 (let (($x279 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x284 (and $x255 $x279)))
 (let (($x118 (and $x284 $x2108 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x118))))))))))
(assert
 (let ((?x5741 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x7797 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x1416 (concat (_ bv0 31) tid.x@B)))
 (let ((?x4722 (concat (bvadd ?x1416 (concat (bvadd ?x7797 ?x5741) (_ bv0 6))) (_ bv0 1))))
 (let (($x9881 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x1418 (and $x255 $x9881)))
 (let (($x2303 (and $x1418 (= off!ww_global_out_B ?x4722) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x2303)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x214 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let ((?x156 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x156) (bvult off!ww_global_out_B ?x214)))))
(check-sat)
