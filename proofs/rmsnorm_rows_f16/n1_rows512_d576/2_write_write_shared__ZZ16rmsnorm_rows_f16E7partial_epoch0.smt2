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
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x236 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x236) (bvule ?x236 (_ bv511 32)))))
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
 (let ((?x1635 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1635) (bvule ?x1635 (_ bv511 32)))))
(assert
 (let ((?x413 (concat (_ bv0 35) ((_ extract 31 5) tid.x@A) (_ bv0 2))))
 (let (($x648 (= off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A ?x413)))
 (let (($x379 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x399 (and $x226 $x379)))
 (let (($x645 (and $x399 $x648 (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A) $x645)))))))))
(assert
 (let ((?x1769 (concat (_ bv0 35) ((_ extract 31 5) tid.x@B) (_ bv0 2))))
 (let (($x75 (= off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B ?x1769)))
 (let (($x1766 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x1767 (and $x226 $x1766)))
 (let (($x104 (and $x1767 $x75 (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B) $x104)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x175 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A)))
 (let ((?x178 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B)))
 (and (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A ?x178) (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B ?x175)))))
(assert
 (let (($x177 (= ctaid.z@A ctaid.z@B)))
 (let (($x619 (= ctaid.y@A ctaid.y@B)))
 (let (($x618 (= ctaid.x@A ctaid.x@B)))
 (and $x618 $x619 $x177)))))
(assert
 (= epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B))
(check-sat)
