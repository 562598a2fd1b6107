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
(declare-fun epoch!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B () (_ BitVec 32))
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
 (let (($x614 (= tid.x@A (_ bv0 32))))
 (let (($x254 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x640 (and $x226 $x254 $x614)))
 (let (($x217 (and $x640 (= (_ bv0 64) off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A) (= (_ bv4 64) width!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A))))
 (let (($x132 (=> (= (_ bv0 32) sel!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A) $x217)))
 (and (bvult sel!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A (_ bv1 32)) $x132))))))))
(assert
 (let (($x2070 (= tid.x@B (_ bv0 32))))
 (let (($x1985 (= ((_ extract 31 5) tid.x@B) (_ bv0 27))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x2071 (and $x226 $x1985 $x2070)))
 (let (($x262 (and $x2071 (= (_ bv0 64) off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B) (= (_ bv4 64) width!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B))))
 (let (($x139 (=> (= (_ bv0 32) sel!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B) $x262)))
 (and (bvult sel!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B (_ bv1 32)) $x139))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x77 (bvadd off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A width!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A)))
 (let ((?x53 (bvadd off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B width!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B)))
 (and (bvult off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A ?x53) (bvult off!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B ?x77)))))
(assert
 (let (($x850 (= ctaid.z@A ctaid.z@B)))
 (let (($x119 (= ctaid.y@A ctaid.y@B)))
 (let (($x91 (= ctaid.x@A ctaid.x@B)))
 (and $x91 $x119 $x850)))))
(assert
 (= epoch!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_A epoch!ww_shared__ZZ21rmsnorm_wide_rows_f16E2rs_$_0_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
