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
 (bvult ctaid.x@A (_ bv512 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x340 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x330 (bvadd ?x340 (_ bv0 64))))
 (let ((?x344 (mem!positions!32 ?x330)))
 (and (bvule (_ bv0 32) ?x344) (bvule ?x344 (_ bv1023 32)))))))
(assert
 (let ((?x340 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x330 (bvadd ?x340 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x330)) ?x330))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv512 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x391 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x390 (bvadd ?x391 (_ bv0 64))))
 (let ((?x415 (mem!positions!32 ?x390)))
 (and (bvule (_ bv0 32) ?x415) (bvule ?x415 (_ bv1023 32)))))))
(assert
 (let ((?x391 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x390 (bvadd ?x391 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x390)) ?x390))))
(assert
 (let ((?x423 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x414 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x448 (concat (bvadd ?x414 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A)) ?x423) (_ bv0 1))))
 (let (($x120 (= off!ww_global_q_out_A ?x448)))
 (let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x108 (not $x100)))
 (let (($x356 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
 (let (($x365 (not $x356)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x366 (and $x302 $x365)))
 (let (($x231 (and $x366 $x120 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x231))))))))))))))
(assert
 (let ((?x315 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x347 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x349 (bvmul (_ bv576 63) ?x347)))
 (let ((?x354 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x383 (concat (bvadd ?x354 ?x349 ?x315) (_ bv0 1))))
 (let (($x402 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x328 (not $x402)))
 (let (($x379 (or $x328 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@B)))))
 (let (($x387 (not $x379)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x341 (and $x302 $x387)))
 (let (($x241 (and $x341 (= off!ww_global_q_out_B ?x383) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x241)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x74 (bvadd off!ww_global_q_out_A width!ww_global_q_out_A)))
(let ((?x210 (bvadd off!ww_global_q_out_B width!ww_global_q_out_B)))
(and (bvult off!ww_global_q_out_A ?x210) (bvult off!ww_global_q_out_B ?x74)))))
(check-sat)
