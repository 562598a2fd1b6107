; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv16 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x239 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x239) (bvule ?x239 (_ bv511 32)))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv16 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x1617 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1617) (bvule ?x1617 (_ bv511 32)))))
(assert
 (let ((?x415 (concat (_ bv0 35) ((_ extract 31 5) tid.x@A) (_ bv0 2))))
 (let (($x689 (= off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A ?x415)))
 (let (($x411 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x366 (and $x229 $x411)))
 (let (($x553 (and $x366 $x689 (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A) $x553)))))))))
(assert
 (let ((?x1754 (concat (_ bv0 35) ((_ extract 31 5) tid.x@B) (_ bv0 2))))
 (let (($x121 (= off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B ?x1754)))
 (let (($x1751 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1752 (and $x229 $x1751)))
 (let (($x106 (and $x1752 $x121 (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B) $x106)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x632 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A)))
 (let ((?x615 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B)))
 (and (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A ?x615) (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B ?x632)))))
(assert
 (let (($x631 (= ctaid.z@A ctaid.z@B)))
 (let (($x630 (= ctaid.y@A ctaid.y@B)))
 (let (($x95 (= ctaid.x@A ctaid.x@B)))
 (and $x95 $x630 $x631)))))
(assert
 (= epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B))
(check-sat)
