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
(declare-fun epoch!ww_global_out_A () (_ BitVec 32))
(declare-fun width!ww_global_out_A () (_ BitVec 64))
(declare-fun off!ww_global_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_out_B () (_ BitVec 32))
(declare-fun width!ww_global_out_B () (_ BitVec 64))
(declare-fun off!ww_global_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_out_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
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
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x188 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
 (let ((?x244 (concat (_ bv0 31) ?x188)))
 (let ((?x301 (bvmul (_ bv2048 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x304 (concat (bvadd ?x301 ?x244) (_ bv0 1))))
 (let (($x206 (bvule (_ bv2048 12) (bvadd ((_ extract 11 0) tid.x@A) (bvmul (_ bv256 12) ((_ extract 11 0) ctaid.x@A))))))
 (let (($x211 (not (or (not (= ((_ extract 31 12) ?x188) (_ bv0 20))) $x206))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x212 (and $x184 $x211)))
 (let (($x439 (and $x212 (= off!ww_global_out_A ?x304) (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x439))))))))))))
(assert
 (let ((?x311 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x318 (concat (_ bv0 31) ?x311)))
 (let ((?x320 (bvmul (_ bv2048 63) (concat (_ bv0 31) ctaid.y@B))))
 (let ((?x322 (concat (bvadd ?x320 ?x318) (_ bv0 1))))
 (let (($x309 (bvule (_ bv2048 12) (bvadd ((_ extract 11 0) tid.x@B) (bvmul (_ bv256 12) ((_ extract 11 0) ctaid.x@B))))))
 (let (($x314 (not (= ((_ extract 31 12) ?x311) (_ bv0 20)))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x317 (and $x184 (not (or $x314 $x309)))))
 (let (($x390 (and $x317 (= off!ww_global_out_B ?x322) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x390))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x418 (bvadd off!ww_global_out_A width!ww_global_out_A)))
 (let (($x82 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
 (and $x82 (bvult off!ww_global_out_B ?x418)))))
(assert
 (let ((?x573 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x46 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x46 tid.x@A) (concat ?x573 tid.x@B)))))
(check-sat)
