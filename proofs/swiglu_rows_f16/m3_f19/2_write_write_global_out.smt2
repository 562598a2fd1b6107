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
 (let ((?x273 (bvmul (_ bv19 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x256 (concat (bvadd ?x273 ?x241) (_ bv0 1))))
 (let (($x210 (not (or (not (= ((_ extract 31 5) ?x189) (_ bv0 27))) (bvule (_ bv19 5) ((_ extract 4 0) tid.x@A))))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x211 (and $x185 $x210)))
 (let (($x341 (and $x211 (= off!ww_global_out_A ?x256) (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x341)))))))))))
(assert
 (let ((?x275 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x290 (concat (_ bv0 31) ?x275)))
 (let ((?x214 (concat (bvadd (bvmul (_ bv19 63) (concat (_ bv0 31) ctaid.y@B)) ?x290) (_ bv0 1))))
 (let (($x377 (= off!ww_global_out_B ?x214)))
 (let (($x260 (not (or (not (= ((_ extract 31 5) ?x275) (_ bv0 27))) (bvule (_ bv19 5) ((_ extract 4 0) tid.x@B))))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x236 (and $x185 $x260)))
 (let (($x162 (and $x236 $x377 (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x162)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x134 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
 (let ((?x387 (bvadd off!ww_global_out_B width!ww_global_out_B)))
 (and (bvult off!ww_global_out_A ?x387) $x134))))
(assert
 (let ((?x508 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x503 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x503 tid.x@A) (concat ?x508 tid.x@B)))))
(check-sat)
