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
 (bvult ctaid.y@A (_ bv4 32)))
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
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x190 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
 (let ((?x246 (concat (_ bv0 31) ?x190)))
 (let ((?x222 (bvmul (_ bv1536 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x285 (concat (bvadd ?x222 ?x246) (_ bv0 1))))
 (let (($x208 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@A) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@A))))))
 (let (($x213 (not (or (not (= ((_ extract 31 11) ?x190) (_ bv0 21))) $x208))))
 (let (($x186 (= param!power (_ bv1 32))))
 (let (($x214 (and $x186 $x213)))
 (let (($x365 (and $x214 (= off!ww_global_out_A ?x285) (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x365))))))))))))
(assert
 (let ((?x274 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x280 (concat (_ bv0 31) ?x274)))
 (let ((?x265 (bvmul (_ bv1536 63) (concat (_ bv0 31) ctaid.y@B))))
 (let ((?x299 (concat (bvadd ?x265 ?x280) (_ bv0 1))))
 (let (($x292 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@B) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@B))))))
 (let (($x294 (not (or (not (= ((_ extract 31 11) ?x274) (_ bv0 21))) $x292))))
 (let (($x186 (= param!power (_ bv1 32))))
 (let (($x271 (and $x186 $x294)))
 (let (($x164 (and $x271 (= off!ww_global_out_B ?x299) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x164))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x121 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let ((?x116 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x116) (bvult off!ww_global_out_B ?x121)))))
(check-sat)
