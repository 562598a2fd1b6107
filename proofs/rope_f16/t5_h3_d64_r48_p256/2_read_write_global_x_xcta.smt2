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
(declare-fun epoch!rw_global_x_xcta_A () (_ BitVec 32))
(declare-fun width!rw_global_x_xcta_A () (_ BitVec 64))
(declare-fun off!rw_global_x_xcta_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_x_xcta_A () (_ BitVec 32))
(declare-fun epoch!rw_global_x_xcta_B () (_ BitVec 32))
(declare-fun width!rw_global_x_xcta_B () (_ BitVec 64))
(declare-fun off!rw_global_x_xcta_B () (_ BitVec 64))
(declare-fun sel!rw_global_x_xcta_B () (_ BitVec 32))
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
 (let (($x159 (= off!rw_global_x_xcta_A ?x337)))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x467 (and $x231 $x159 (= (_ bv4 64) width!rw_global_x_xcta_A) (= (_ bv0 32) epoch!rw_global_x_xcta_A))))
 (and (bvult sel!rw_global_x_xcta_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_x_xcta_A) $x467))))))))
(assert
 (let ((?x251 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x253 (bvmul (_ bv192 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x256 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x255 (concat (bvadd ?x256 ?x253 ?x251) (_ bv0 1))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x411 (and $x231 (= off!rw_global_x_xcta_B ?x255) (= (_ bv4 64) width!rw_global_x_xcta_B) (= (_ bv0 32) epoch!rw_global_x_xcta_B))))
 (and (bvult sel!rw_global_x_xcta_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_x_xcta_B) $x411)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x468 (bvadd off!rw_global_x_xcta_A width!rw_global_x_xcta_A)))
 (let ((?x48 (bvadd off!rw_global_x_xcta_B width!rw_global_x_xcta_B)))
 (and (bvult off!rw_global_x_xcta_A ?x48) (bvult off!rw_global_x_xcta_B ?x468)))))
(assert
 (let (($x413 (= ctaid.z@A ctaid.z@B)))
(let (($x374 (= ctaid.y@A ctaid.y@B)))
(let (($x425 (= ctaid.x@A ctaid.x@B)))
(let (($x219 (and $x425 $x374 $x413)))
(not $x219))))))
(check-sat)
