; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x375 (concat (_ bv0 35) ((_ extract 31 5) tid.x@A) (_ bv0 2))))
 (let (($x584 (= off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A ?x375)))
 (let (($x317 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x361 (and $x205 $x317)))
 (let (($x588 (and $x361 $x584 (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A) $x588)))))))))
(assert
 (let ((?x1495 (concat (_ bv0 35) ((_ extract 31 5) tid.x@B) (_ bv0 2))))
 (let (($x453 (= off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B ?x1495)))
 (let (($x1492 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x1493 (and $x205 $x1492)))
 (let (($x167 (and $x1493 $x453 (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B) $x167)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x507 (bvadd off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A)))
 (let ((?x619 (bvadd off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B)))
 (and (bvult off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A ?x619) (bvult off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B ?x507)))))
(assert
 (let (($x185 (= ctaid.z@A ctaid.z@B)))
 (let (($x189 (= ctaid.y@A ctaid.y@B)))
 (let (($x183 (= ctaid.x@A ctaid.x@B)))
 (and $x183 $x189 $x185)))))
(assert
 (= epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B))
(check-sat)
