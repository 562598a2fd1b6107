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
 (bvult ctaid.x@A (_ bv1 32)))
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
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x374 (concat (_ bv0 35) ((_ extract 31 5) tid.x@A) (_ bv0 2))))
 (let (($x464 (= off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A ?x374)))
 (let (($x315 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x360 (and $x203 $x315)))
 (let (($x544 (and $x360 $x464 (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A) $x544)))))))))
(assert
 (let ((?x1500 (concat (_ bv0 35) ((_ extract 31 5) tid.x@B) (_ bv0 2))))
 (let (($x518 (= off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B ?x1500)))
 (let (($x1497 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x1498 (and $x203 $x1497)))
 (let (($x87 (and $x1498 $x518 (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B) $x87)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x449 (bvadd off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A)))
 (let ((?x156 (bvadd off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B)))
 (and (bvult off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A ?x156) (bvult off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B ?x449)))))
(assert
 (let (($x69 (= ctaid.z@A ctaid.z@B)))
 (let (($x151 (= ctaid.y@A ctaid.y@B)))
 (let (($x56 (= ctaid.x@A ctaid.x@B)))
 (and $x56 $x151 $x69)))))
(assert
 (= epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B))
(check-sat)
