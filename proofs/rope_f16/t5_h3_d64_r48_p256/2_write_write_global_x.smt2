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
(declare-fun epoch!ww_global_x_A () (_ BitVec 32))
(declare-fun width!ww_global_x_A () (_ BitVec 64))
(declare-fun off!ww_global_x_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_x_A () (_ BitVec 32))
(declare-fun epoch!ww_global_x_B () (_ BitVec 32))
(declare-fun width!ww_global_x_B () (_ BitVec 64))
(declare-fun off!ww_global_x_B () (_ BitVec 64))
(declare-fun sel!ww_global_x_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv24 32)))
(assert
 (bvult tid.y@A (_ bv3 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv24 32)))
(assert
 (bvult tid.y@B (_ bv3 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv5 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x336 (bvadd (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A)) (bvmul (_ bv192 63) (concat (_ bv0 31) ctaid.x@A)) (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1)))))
 (let ((?x337 (concat ?x336 (_ bv0 1))))
 (let (($x121 (= off!ww_global_x_A ?x337)))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x370 (and $x231 $x121 (= (_ bv4 64) width!ww_global_x_A) (= (_ bv0 32) epoch!ww_global_x_A))))
 (and (bvult sel!ww_global_x_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_x_A) $x370))))))))
(assert
 (let ((?x251 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x253 (bvmul (_ bv192 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x256 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x255 (concat (bvadd ?x256 ?x253 ?x251) (_ bv0 1))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x385 (and $x231 (= off!ww_global_x_B ?x255) (= (_ bv4 64) width!ww_global_x_B) (= (_ bv0 32) epoch!ww_global_x_B))))
 (and (bvult sel!ww_global_x_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_x_B) $x385)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x129 (bvult off!ww_global_x_B (bvadd off!ww_global_x_A width!ww_global_x_A))))
 (let (($x211 (bvult off!ww_global_x_A (bvadd off!ww_global_x_B width!ww_global_x_B))))
 (and $x211 $x129))))
(assert
 (let ((?x542 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x537 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x537 tid.x@A) (concat ?x542 tid.x@B)))))
(check-sat)
