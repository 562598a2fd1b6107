; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_global_q_out_A () (_ BitVec 32))
(declare-fun width!ww_global_q_out_A () (_ BitVec 64))
(declare-fun off!ww_global_q_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_q_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_q_out_B () (_ BitVec 32))
(declare-fun width!ww_global_q_out_B () (_ BitVec 64))
(declare-fun off!ww_global_q_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_q_out_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv15 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x336 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x326 (bvadd ?x336 (_ bv0 64))))
 (let ((?x340 (mem!positions!32 ?x326)))
 (and (bvule (_ bv0 32) ?x340) (bvule ?x340 (_ bv1023 32)))))))
(assert
 (let ((?x336 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x326 (bvadd ?x336 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x326)) ?x326))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x387 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x386 (bvadd ?x387 (_ bv0 64))))
 (let ((?x411 (mem!positions!32 ?x386)))
 (and (bvule (_ bv0 32) ?x411) (bvule ?x411 (_ bv1023 32)))))))
(assert
 (let ((?x387 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x386 (bvadd ?x387 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x386)) ?x386))))
(assert
 (let ((?x419 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x410 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x444 (concat (bvadd ?x410 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A)) ?x419) (_ bv0 1))))
 (let (($x640 (= off!ww_global_q_out_A ?x444)))
 (let (($x99 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x107 (not $x99)))
 (let (($x352 (or $x107 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
 (let (($x361 (not $x352)))
 (let (($x298 (= param!power (_ bv1 32))))
 (let (($x362 (and $x298 $x361)))
 (let (($x585 (and $x362 $x640 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x585))))))))))))))
(assert
 (let ((?x311 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x343 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x345 (bvmul (_ bv576 63) ?x343)))
 (let ((?x350 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x379 (concat (bvadd ?x350 ?x345 ?x311) (_ bv0 1))))
 (let (($x398 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x324 (not $x398)))
 (let (($x375 (or $x324 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@B)))))
 (let (($x383 (not $x375)))
 (let (($x298 (= param!power (_ bv1 32))))
 (let (($x337 (and $x298 $x383)))
 (let (($x201 (and $x337 (= off!ww_global_q_out_B ?x379) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x201)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x619 (bvadd off!ww_global_q_out_A width!ww_global_q_out_A)))
(let (($x143 (bvult off!ww_global_q_out_A (bvadd off!ww_global_q_out_B width!ww_global_q_out_B))))
(and $x143 (bvult off!ww_global_q_out_B ?x619)))))
(check-sat)
