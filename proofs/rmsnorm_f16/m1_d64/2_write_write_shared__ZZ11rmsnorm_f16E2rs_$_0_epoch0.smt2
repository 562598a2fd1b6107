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
 (let (($x313 (= tid.x@A (_ bv0 32))))
 (let (($x220 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x221 (not $x220)))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x371 (and $x203 $x221 $x313)))
 (let (($x592 (and $x371 (= (_ bv0 64) off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A) (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A) $x592)))))))))
(assert
 (let (($x283 (= tid.x@B (_ bv0 32))))
 (let (($x304 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x404 (not $x304)))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x327 (and $x203 $x404 $x283)))
 (let (($x71 (and $x327 (= (_ bv0 64) off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B) (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B) $x71)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x593 (bvadd off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A)))
 (let ((?x597 (bvadd off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B width!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B)))
 (and (bvult off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A ?x597) (bvult off!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B ?x593)))))
(assert
 (let (($x183 (= ctaid.z@A ctaid.z@B)))
 (let (($x53 (= ctaid.y@A ctaid.y@B)))
 (let (($x137 (= ctaid.x@A ctaid.x@B)))
 (and $x137 $x53 $x183)))))
(assert
 (= epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_A epoch!ww_shared__ZZ11rmsnorm_f16E2rs_$_0_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
