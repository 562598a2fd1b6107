; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
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
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
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
 (let ((?x1041 (concat (_ bv0 35) ((_ extract 31 5) tid.x@A) (_ bv0 2))))
 (let (($x175 (= off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A ?x1041)))
 (let (($x1020 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1024 (and $x207 $x1020)))
 (let (($x394 (and $x1024 $x175 (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A) $x394)))))))))
(assert
 (let ((?x1206 (concat (_ bv0 35) ((_ extract 31 5) tid.x@B) (_ bv0 2))))
 (let (($x47 (= off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B ?x1206)))
 (let (($x1244 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1236 (and $x207 $x1244)))
 (let (($x152 (and $x1236 $x47 (= (_ bv4 64) width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B) $x152)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x51 (bvadd off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A)))
 (let ((?x73 (bvadd off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B width!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B)))
 (and (bvult off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A ?x73) (bvult off!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B ?x51)))))
(assert
 (let (($x74 (= ctaid.z@A ctaid.z@B)))
 (let (($x100 (= ctaid.y@A ctaid.y@B)))
 (let (($x52 (= ctaid.x@A ctaid.x@B)))
 (and $x52 $x100 $x74)))))
(assert
 (= epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_A epoch!ww_shared__ZZ11rmsnorm_f16E7partial_epoch0_B))
(check-sat)
