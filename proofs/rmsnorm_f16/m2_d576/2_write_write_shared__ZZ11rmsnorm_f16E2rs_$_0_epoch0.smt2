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
 (let (($x728 (= tid.x@A (_ bv0 32))))
 (let (($x222 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x223 (not $x222)))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x1058 (and $x205 $x223 $x728)))
 (let (($x78 (and $x1058 (= (_ bv0 64) off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A) (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A) $x78)))))))))
(assert
 (let (($x2258 (= tid.x@B (_ bv0 32))))
 (let (($x2264 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x2265 (not $x2264)))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x2266 (and $x205 $x2265 $x2258)))
 (let (($x1138 (and $x2266 (= (_ bv0 64) off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B) (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B) $x1138)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x564 (bvadd off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A)))
 (let ((?x781 (bvadd off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B)))
 (and (bvult off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A ?x781) (bvult off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B ?x564)))))
(assert
 (let (($x1132 (= ctaid.z@A ctaid.z@B)))
 (let (($x1142 (= ctaid.y@A ctaid.y@B)))
 (let (($x1141 (= ctaid.x@A ctaid.x@B)))
 (and $x1141 $x1142 $x1132)))))
(assert
 (= epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B))
(check-sat)
