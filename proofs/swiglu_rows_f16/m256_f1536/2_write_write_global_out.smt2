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
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (bvult ctaid.y@A (_ bv256 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv6 32)))
(assert
 (bvult ctaid.y@B (_ bv256 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x187 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
 (let ((?x243 (concat (_ bv0 31) ?x187)))
 (let ((?x219 (bvmul (_ bv1536 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x282 (concat (bvadd ?x219 ?x243) (_ bv0 1))))
 (let (($x205 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@A) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@A))))))
 (let (($x210 (not (or (not (= ((_ extract 31 11) ?x187) (_ bv0 21))) $x205))))
 (let (($x183 (= param!power (_ bv1 32))))
 (let (($x211 (and $x183 $x210)))
 (let (($x107 (and $x211 (= off!ww_global_out_A ?x282) (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x107))))))))))))
(assert
 (let ((?x271 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x277 (concat (_ bv0 31) ?x271)))
 (let ((?x262 (bvmul (_ bv1536 63) (concat (_ bv0 31) ctaid.y@B))))
 (let ((?x296 (concat (bvadd ?x262 ?x277) (_ bv0 1))))
 (let (($x289 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@B) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@B))))))
 (let (($x291 (not (or (not (= ((_ extract 31 11) ?x271) (_ bv0 21))) $x289))))
 (let (($x183 (= param!power (_ bv1 32))))
 (let (($x268 (and $x183 $x291)))
 (let (($x402 (and $x268 (= off!ww_global_out_B ?x296) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x402))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x159 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let (($x153 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x153 $x159))))
(check-sat)
