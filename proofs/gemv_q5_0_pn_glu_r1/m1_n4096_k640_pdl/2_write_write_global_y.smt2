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
 (bvult ctaid.x@A (_ bv256 32)))
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
 (bvult ctaid.x@B (_ bv256 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x387 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
 (let ((?x389 ((_ extract 31 5) tid.x@A)))
 (let ((?x390 (concat (_ bv0 5) ?x389)))
 (let ((?x391 (bvadd ?x390 ?x387)))
 (let ((?x384 (concat (_ bv0 32) ?x391)))
 (let ((?x2331 (bvmul (_ bv2 64) ?x384)))
 (let ((?x1579 ((_ extract 4 0) tid.x@A)))
 (let (($x2381 (= ?x1579 (_ bv0 5))))
 (let (($x411 (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 3))))))
 (let (($x413 (or (not (= ((_ extract 31 12) ?x391) (_ bv0 20))) $x411)))
 (let (($x1875 (not $x413)))
 (let (($x309 (= param!power (_ bv1 32))))
 (let (($x1967 (and $x309 $x1875 $x2381)))
 (let (($x277 (and $x1967 (= off!ww_global_y_A ?x2331) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv5 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x277)))))))))))))))))
(assert
 (let ((?x3272 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 3))))
 (let ((?x3254 ((_ extract 31 5) tid.x@B)))
 (let ((?x3273 (concat (_ bv0 5) ?x3254)))
 (let ((?x3274 (bvadd ?x3273 ?x3272)))
 (let ((?x3284 (concat (_ bv0 32) ?x3274)))
 (let ((?x3285 (bvmul (_ bv2 64) ?x3284)))
 (let ((?x3281 ((_ extract 4 0) tid.x@B)))
 (let (($x3282 (= ?x3281 (_ bv0 5))))
 (let (($x3270 (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) tid.x@B) (concat ((_ extract 8 0) ctaid.x@B) (_ bv0 3))))))
 (let (($x3278 (or (not (= ((_ extract 31 12) ?x3274) (_ bv0 20))) $x3270)))
 (let (($x3279 (not $x3278)))
 (let (($x309 (= param!power (_ bv1 32))))
 (let (($x3283 (and $x309 $x3279 $x3282)))
 (let (($x4222 (and $x3283 (= off!ww_global_y_B ?x3285) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv5 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x4222)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x4231 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
 (let (($x4229 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x4229 $x4231))))
(assert
 (let ((?x4157 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x3990 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x3990 tid.x@A) (concat ?x4157 tid.x@B)))))
(check-sat)
