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
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv512 32)))
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
 (bvult ctaid.y@B (_ bv512 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x340 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@A)) (concat (_ bv0 31) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
 (let ((?x341 (concat ?x340 (_ bv0 1))))
 (let (($x393 (= off!ww_global_out_A ?x341)))
 (let (($x232 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
 (let (($x234 (or (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 22))) $x232)))
 (let (($x237 (not $x234)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x238 (and $x211 $x237)))
 (let (($x400 (and $x238 $x393 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x400))))))))))))
(assert
 (let ((?x291 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@B)) (concat (_ bv0 31) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))))
 (let ((?x261 (concat ?x291 (_ bv0 1))))
 (let (($x367 (= off!ww_global_out_B ?x261)))
 (let (($x240 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@B) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@B))))))
 (let (($x219 (not (= ((_ extract 31 10) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))) (_ bv0 22)))))
 (let (($x298 (not (or $x219 $x240))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x297 (and $x211 $x298)))
 (let (($x192 (and $x297 $x367 (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x192))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x152 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let ((?x401 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x401) $x152))))
(check-sat)
