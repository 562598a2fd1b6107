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
(declare-fun epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x240 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x240) (bvule ?x240 (_ bv6 32)))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x2310 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2310) (bvule ?x2310 (_ bv6 32)))))
(assert
 (let (($x468 (= tid.x@A (_ bv0 32))))
 (let (($x258 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x408 (and $x230 $x258 $x468)))
 (let (($x198 (and $x408 (= (_ bv0 64) off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A) (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A) $x198))))))))
(assert
 (let (($x2576 (= tid.x@B (_ bv0 32))))
 (let (($x2578 (= ((_ extract 31 5) tid.x@B) (_ bv0 27))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x2579 (and $x230 $x2578 $x2576)))
 (let (($x1176 (and $x2579 (= (_ bv0 64) off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B) (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B) $x1176))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x219 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A)))
 (let ((?x165 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B width!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B)))
 (and (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A ?x165) (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B ?x219)))))
(assert
 (let (($x200 (= ctaid.z@A ctaid.z@B)))
 (let (($x162 (= ctaid.y@A ctaid.y@B)))
 (let (($x184 (= ctaid.x@A ctaid.x@B)))
 (and $x184 $x162 $x200)))))
(assert
 (= epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_A epoch!ww_shared__ZZ16rmsnorm_rows_f16E2rs_$_0_epoch0_B))
(check-sat)
