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
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x338 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x329 (bvadd ?x338 (_ bv0 64))))
 (let ((?x342 (mem!positions!32 ?x329)))
 (and (bvule (_ bv0 32) ?x342) (bvule ?x342 (_ bv1023 32)))))))
(assert
 (let ((?x338 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x329 (bvadd ?x338 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x329)) ?x329))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x389 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x388 (bvadd ?x389 (_ bv0 64))))
 (let ((?x387 (mem!positions!32 ?x388)))
 (and (bvule (_ bv0 32) ?x387) (bvule ?x387 (_ bv1023 32)))))))
(assert
 (let ((?x389 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x388 (bvadd ?x389 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x388)) ?x388))))
(assert
 (let ((?x421 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x412 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x447 (concat (bvadd ?x412 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A)) ?x421) (_ bv0 1))))
 (let (($x154 (= off!ww_global_q_out_A ?x447)))
 (let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x108 (not $x100)))
 (let (($x354 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
 (let (($x363 (not $x354)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x364 (and $x302 $x363)))
 (let (($x89 (and $x364 $x154 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x89))))))))))))))
(assert
 (let ((?x324 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x345 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x347 (bvmul (_ bv576 63) ?x345)))
 (let ((?x352 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x395 (concat (bvadd ?x352 ?x347 ?x324) (_ bv0 1))))
 (let (($x377 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x327 (not $x377)))
 (let (($x385 (or $x327 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@B)))))
 (let (($x386 (not $x385)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x339 (and $x302 $x386)))
 (let (($x626 (and $x339 (= off!ww_global_q_out_B ?x395) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x626)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x594 (bvult off!ww_global_q_out_B (bvadd off!ww_global_q_out_A width!ww_global_q_out_A))))
(let (($x589 (bvult off!ww_global_q_out_A (bvadd off!ww_global_q_out_B width!ww_global_q_out_B))))
(and $x589 $x594))))
(check-sat)
