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
(declare-fun epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B () (_ BitVec 32))
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
 (let (($x507 (= tid.x@A (_ bv0 32))))
 (let (($x218 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x455 (and $x206 $x218 $x507)))
 (let (($x190 (and $x455 (= (_ bv0 64) off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A) (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A) $x190))))))))
(assert
 (let (($x2089 (= tid.x@B (_ bv0 32))))
 (let (($x2091 (= ((_ extract 31 5) tid.x@B) (_ bv0 27))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2092 (and $x206 $x2091 $x2089)))
 (let (($x1154 (and $x2092 (= (_ bv0 64) off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B) (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B) $x1154))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x48 (bvadd off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A)))
 (let ((?x43 (bvadd off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B)))
 (and (bvult off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A ?x43) (bvult off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B ?x48)))))
(assert
 (let (($x96 (= ctaid.z@A ctaid.z@B)))
 (let (($x1158 (= ctaid.y@A ctaid.y@B)))
 (let (($x1157 (= ctaid.x@A ctaid.x@B)))
 (and $x1157 $x1158 $x96)))))
(assert
 (= epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B))
(check-sat)
