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
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x358 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x355 (bvadd ?x358 (_ bv0 64))))
 (let ((?x344 (mem!positions!32 ?x355)))
 (and (bvule (_ bv0 32) ?x344) (bvule ?x344 (_ bv1023 32)))))))
(assert
 (let ((?x358 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x355 (bvadd ?x358 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x355)) ?x355))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x649 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x647 (bvadd ?x649 (_ bv0 64))))
 (let ((?x644 (mem!positions!32 ?x647)))
 (and (bvule (_ bv0 32) ?x644) (bvule ?x644 (_ bv1023 32)))))))
(assert
 (let ((?x649 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x647 (bvadd ?x649 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x647)) ?x647))))
(assert
 (let ((?x369 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x360 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x574 (concat (bvadd ?x360 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A)) ?x369) (_ bv0 1))))
 (let (($x75 (= off!ww_global_q_out_A ?x574)))
 (let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x108 (not $x100)))
 (let (($x459 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
 (let (($x460 (not $x459)))
 (let (($x301 (= param!power (_ bv1 32))))
 (let (($x461 (and $x301 $x460)))
 (let (($x980 (and $x461 $x75 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x980))))))))))))))
(assert
 (let ((?x611 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x612 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x604 (bvmul (_ bv576 63) ?x612)))
 (let ((?x606 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x599 (concat (bvadd ?x606 ?x604 ?x611) (_ bv0 1))))
 (let (($x626 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x618 (not $x626)))
 (let (($x619 (or $x618 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@B)))))
 (let (($x620 (not $x619)))
 (let (($x301 (= param!power (_ bv1 32))))
 (let (($x614 (and $x301 $x620)))
 (let (($x253 (and $x614 (= off!ww_global_q_out_B ?x599) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x253)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x138 (bvadd off!ww_global_q_out_A width!ww_global_q_out_A)))
(let ((?x252 (bvadd off!ww_global_q_out_B width!ww_global_q_out_B)))
(and (bvult off!ww_global_q_out_A ?x252) (bvult off!ww_global_q_out_B ?x138)))))
(check-sat)
