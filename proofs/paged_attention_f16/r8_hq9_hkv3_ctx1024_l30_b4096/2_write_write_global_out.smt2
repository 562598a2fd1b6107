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
 (bvult ctaid.z@A (_ bv8 32)))
(assert
 (let ((?x268 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x268) (bvule ?x268 (_ bv1024 32)))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x416 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x388 (mem!block_tables!32 (bvadd ?x416 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x388) (bvule ?x388 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x416 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x388 (mem!block_tables!32 (bvadd ?x416 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x388) (bvule ?x388 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3328 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3319 (mem!block_tables!32 (bvadd ?x3328 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3319) (bvule ?x3319 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4340 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4344 (mem!block_tables!32 (bvadd ?x4340 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4344) (bvule ?x4344 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5358 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5361 (mem!block_tables!32 (bvadd ?x5358 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5361) (bvule ?x5361 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6384 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6367 (mem!block_tables!32 (bvadd ?x6384 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6367) (bvule ?x6367 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7414 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7394 (mem!block_tables!32 (bvadd ?x7414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7394) (bvule ?x7394 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8452 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8428 (mem!block_tables!32 (bvadd ?x8452 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8428) (bvule ?x8428 (_ bv4095 32)))))))
(assert
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9497 (concat (bvadd ?x410 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9480 (mem!block_tables!32 (bvadd ?x9497 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9480) (bvule ?x9480 (_ bv4095 32)))))))
(assert
 (bvule v3442@A (_ bv6 64)))
(assert
 (let ((?x14032 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v3442@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x410 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x14052 (concat (bvadd ?x410 (concat (_ bv0 30) ?x14032)) (_ bv0 2))))
 (let ((?x14054 (mem!block_tables!32 (bvadd ?x14052 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14054) (bvule ?x14054 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv8 32)))
(assert
 (let ((?x6744 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6744) (bvule ?x6744 (_ bv1024 32)))))
(assert
 (let ((?x5730 ((_ extract 31 4) tid.x@B)))
 (let ((?x3689 (concat (_ bv0 34) ?x5730)))
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5719 (concat (bvadd ?x4711 ?x3689) (_ bv0 2))))
 (let ((?x7775 (mem!block_tables!32 (bvadd ?x5719 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7775) (bvule ?x7775 (_ bv4095 32)))))))))
(assert
 (let ((?x5730 ((_ extract 31 4) tid.x@B)))
 (let ((?x3689 (concat (_ bv0 34) ?x5730)))
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5719 (concat (bvadd ?x4711 ?x3689) (_ bv0 2))))
 (let ((?x7775 (mem!block_tables!32 (bvadd ?x5719 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7775) (bvule ?x7775 (_ bv4095 32)))))))))
(assert
 (let ((?x3690 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5720 (concat (bvadd ?x4711 ?x3690) (_ bv0 2))))
 (let ((?x7776 (mem!block_tables!32 (bvadd ?x5720 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7776) (bvule ?x7776 (_ bv4095 32))))))))
(assert
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3691 (concat (bvadd ?x4711 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5721 (mem!block_tables!32 (bvadd ?x3691 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5721) (bvule ?x5721 (_ bv4095 32)))))))
(assert
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9862 (concat (bvadd ?x4711 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3692 (mem!block_tables!32 (bvadd ?x9862 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3692) (bvule ?x3692 (_ bv4095 32)))))))
(assert
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7780 (concat (bvadd ?x4711 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9863 (mem!block_tables!32 (bvadd ?x7780 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9863) (bvule ?x9863 (_ bv4095 32)))))))
(assert
 (let ((?x3695 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5725 (concat (bvadd ?x4711 ?x3695) (_ bv0 2))))
 (let ((?x7781 (mem!block_tables!32 (bvadd ?x5725 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7781) (bvule ?x7781 (_ bv4095 32))))))))
(assert
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3696 (concat (bvadd ?x4711 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5726 (mem!block_tables!32 (bvadd ?x3696 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5726) (bvule ?x5726 (_ bv4095 32)))))))
(assert
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9867 (concat (bvadd ?x4711 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3697 (mem!block_tables!32 (bvadd ?x9867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3697) (bvule ?x3697 (_ bv4095 32)))))))
(assert
 (bvule v3442@B (_ bv6 64)))
(assert
 (let ((?x5730 ((_ extract 31 4) tid.x@B)))
 (let ((?x6756 (concat (_ bv0 4) ?x5730)))
 (let ((?x7786 ((_ extract 31 0) v3442@B)))
 (let ((?x8824 (bvmul (_ bv8 32) ?x7786)))
 (let ((?x4711 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6755 (concat (bvadd ?x4711 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x8824 ?x6756))) (_ bv0 2))))
 (let ((?x8823 (mem!block_tables!32 (bvadd ?x6755 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8823) (bvule ?x8823 (_ bv4095 32)))))))))))
(assert
 (let ((?x359 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x362 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x359 (_ bv0 6))) (_ bv0 1))))
 (let (($x238 (= off!ww_global_out_A ?x362)))
 (let (($x282 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x287 (and $x258 $x282)))
 (let (($x151 (and $x287 $x238 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x151))))))))))
(assert
 (let ((?x5716 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x7772 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x1417 (concat (_ bv0 31) tid.x@B)))
 (let ((?x4697 (concat (bvadd ?x1417 (concat (bvadd ?x7772 ?x5716) (_ bv0 6))) (_ bv0 1))))
 (let (($x9856 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x258 (= param!power (_ bv1 32))))
 (let (($x1419 (and $x258 $x9856)))
 (let (($x2135 (and $x1419 (= off!ww_global_out_B ?x4697) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x2135)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x209 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let ((?x219 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x219) (bvult off!ww_global_out_B ?x209)))))
(check-sat)
