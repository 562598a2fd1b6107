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
(declare-fun epoch!ww_global_y_A () (_ BitVec 32))
(declare-fun width!ww_global_y_A () (_ BitVec 64))
(declare-fun off!ww_global_y_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_y_A () (_ BitVec 32))
(declare-fun epoch!ww_global_y_B () (_ BitVec 32))
(declare-fun width!ww_global_y_B () (_ BitVec 64))
(declare-fun off!ww_global_y_B () (_ BitVec 64))
(declare-fun sel!ww_global_y_B () (_ BitVec 32))
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
 (let ((?x352 (concat (bvadd (concat (_ bv0 31) tid.x@A) (bvmul (_ bv64 63) (concat (_ bv0 31) ctaid.x@A))) (_ bv0 1))))
 (let (($x111 (= off!ww_global_y_A ?x352)))
 (let (($x440 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x263 (not $x440)))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x279 (and $x203 $x263)))
 (let (($x107 (and $x279 $x111 (= (_ bv2 64) width!ww_global_y_A) (= (_ bv1 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x107))))))))))
(assert
 (let ((?x291 (concat (bvadd (concat (_ bv0 31) tid.x@B) (bvmul (_ bv64 63) (concat (_ bv0 31) ctaid.x@B))) (_ bv0 1))))
 (let (($x55 (= off!ww_global_y_B ?x291)))
 (let (($x282 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x419 (not $x282)))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x304 (and $x203 $x419)))
 (let (($x54 (and $x304 $x55 (= (_ bv2 64) width!ww_global_y_B) (= (_ bv1 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x54))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x122 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let ((?x150 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x150) (bvult off!ww_global_y_B ?x122)))))
(check-sat)
