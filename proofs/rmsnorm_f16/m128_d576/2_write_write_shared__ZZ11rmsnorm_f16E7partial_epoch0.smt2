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
 (bvult ctaid.x@A (_ bv128 32)))
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
 (bvult ctaid.x@B (_ bv128 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x377 (concat (_ bv0 35) ((_ extract 31 5) tid.x@A) (_ bv0 2))))
 (let (($x102 (= off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A ?x377)))
 (let (($x318 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x363 (and $x206 $x318)))
 (let (($x604 (and $x363 $x102 (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A) $x604)))))))))
(assert
 (let ((?x1473 (concat (_ bv0 35) ((_ extract 31 5) tid.x@B) (_ bv0 2))))
 (let (($x44 (= off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B ?x1473)))
 (let (($x1470 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1471 (and $x206 $x1470)))
 (let (($x48 (and $x1471 $x44 (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B) $x48)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x573 (bvadd off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A)))
 (let ((?x112 (bvadd off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B)))
 (and (bvult off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A ?x112) (bvult off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B ?x573)))))
(assert
 (let (($x488 (= ctaid.z@A ctaid.z@B)))
 (let (($x143 (= ctaid.y@A ctaid.y@B)))
 (let (($x479 (= ctaid.x@A ctaid.x@B)))
 (and $x479 $x143 $x488)))))
(assert
 (= epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B))
(check-sat)
