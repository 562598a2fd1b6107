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
 (bvult ctaid.x@A (_ bv32 32)))
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
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x376 (concat (_ bv0 35) ((_ extract 31 5) tid.x@A) (_ bv0 2))))
 (let (($x96 (= off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A ?x376)))
 (let (($x317 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x362 (and $x206 $x317)))
 (let (($x43 (and $x362 $x96 (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A) $x43)))))))))
(assert
 (let ((?x1481 (concat (_ bv0 35) ((_ extract 31 5) tid.x@B) (_ bv0 2))))
 (let (($x468 (= off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B ?x1481)))
 (let (($x1478 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1479 (and $x206 $x1478)))
 (let (($x573 (and $x1479 $x468 (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B) $x573)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x174 (bvadd off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A)))
 (let ((?x58 (bvadd off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B)))
 (and (bvult off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A ?x58) (bvult off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B ?x174)))))
(assert
 (let (($x499 (= ctaid.z@A ctaid.z@B)))
 (let (($x57 (= ctaid.y@A ctaid.y@B)))
 (let (($x574 (= ctaid.x@A ctaid.x@B)))
 (and $x574 $x57 $x499)))))
(assert
 (= epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B))
(check-sat)
