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
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (bvult ctaid.z@A (_ bv3 32)))
(assert
 (let ((?x265 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x265) (bvule ?x265 (_ bv256 32)))))
(assert
 (let ((?x405 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x411 (concat (bvadd ?x405 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x375 (mem!block_tables!32 (bvadd ?x411 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x375) (bvule ?x375 (_ bv63 32)))))))
(assert
 (let ((?x405 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x411 (concat (bvadd ?x405 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x375 (mem!block_tables!32 (bvadd ?x411 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x375) (bvule ?x375 (_ bv63 32)))))))
(assert
 (let ((?x405 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3359 (concat (bvadd ?x405 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3362 (mem!block_tables!32 (bvadd ?x3359 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3362) (bvule ?x3362 (_ bv63 32)))))))
(assert
 (bvule v2076@A (_ bv0 64)))
(assert
 (let ((?x7549 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v2076@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x405 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7569 (concat (bvadd ?x405 (concat (_ bv0 30) ?x7549)) (_ bv0 2))))
 (let ((?x7536 (mem!block_tables!32 (bvadd ?x7569 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7536) (bvule ?x7536 (_ bv63 32))))))))
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
 (let ((?x6284 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6284) (bvule ?x6284 (_ bv256 32)))))
(assert
 (let ((?x7100 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6229 (concat (bvadd ?x7100 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x6188 (mem!block_tables!32 (bvadd ?x6229 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6188) (bvule ?x6188 (_ bv63 32)))))))
(assert
 (let ((?x7100 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6229 (concat (bvadd ?x7100 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x6188 (mem!block_tables!32 (bvadd ?x6229 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6188) (bvule ?x6188 (_ bv63 32)))))))
(assert
 (let ((?x7100 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6136 (concat (bvadd ?x7100 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x6211 (mem!block_tables!32 (bvadd ?x6136 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6211) (bvule ?x6211 (_ bv63 32)))))))
(assert
 (bvule v2076@B (_ bv0 64)))
(assert
 (let ((?x6101 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v2076@B)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@B)))))
 (let ((?x6089 (concat (_ bv0 30) ?x6101)))
 (let ((?x7100 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6104 (concat (bvadd ?x7100 ?x6089) (_ bv0 2))))
 (let ((?x6081 (mem!block_tables!32 (bvadd ?x6104 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6081) (bvule ?x6081 (_ bv63 32)))))))))
(assert
 (let ((?x353 (bvadd (bvmul (_ bv4 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv2 32) ctaid.y@A))))))
 (let ((?x356 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x353 (_ bv0 6))) (_ bv0 1))))
 (let (($x119 (= off!ww_global_out_A ?x356)))
 (let (($x278 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x283 (and $x256 $x278)))
 (let (($x201 (and $x283 $x119 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x201))))))))))
(assert
 (let ((?x7120 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv2 32) ctaid.y@B)))))
 (let ((?x6379 (bvmul (_ bv4 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x6353 (concat (_ bv0 31) tid.x@B)))
 (let ((?x6419 (concat (bvadd ?x6353 (concat (bvadd ?x6379 ?x7120) (_ bv0 6))) (_ bv0 1))))
 (let (($x6298 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x6376 (and $x256 $x6298)))
 (let (($x2278 (and $x6376 (= off!ww_global_out_B ?x6419) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x2278)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x69 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let ((?x109 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x109) $x69))))
(check-sat)
