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
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
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
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x189 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
 (let ((?x241 (concat (_ bv0 31) ?x189)))
 (let ((?x230 (concat (bvadd (bvmul (_ bv160 63) (concat (_ bv0 31) ctaid.y@A)) ?x241) (_ bv0 1))))
 (let (($x141 (= off!ww_global_out_A ?x230)))
 (let (($x209 (not (or (not (= ((_ extract 31 8) ?x189) (_ bv0 24))) (bvule (_ bv160 8) ((_ extract 7 0) tid.x@A))))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x210 (and $x185 $x209)))
 (let (($x396 (and $x210 $x141 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x396)))))))))))
(assert
 (let ((?x234 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x284 (concat (_ bv0 31) ?x234)))
 (let ((?x287 (concat (bvadd (bvmul (_ bv160 63) (concat (_ bv0 31) ctaid.y@B)) ?x284) (_ bv0 1))))
 (let (($x176 (= off!ww_global_out_B ?x287)))
 (let (($x266 (not (or (not (= ((_ extract 31 8) ?x234) (_ bv0 24))) (bvule (_ bv160 8) ((_ extract 7 0) tid.x@B))))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x221 (and $x185 $x266)))
 (let (($x376 (and $x221 $x176 (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x376)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x355 (bvadd off!ww_global_out_A width!ww_global_out_A)))
 (let (($x43 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
 (and $x43 (bvult off!ww_global_out_B ?x355)))))
(assert
 (let ((?x532 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x527 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x527 tid.x@A) (concat ?x532 tid.x@B)))))
(check-sat)
