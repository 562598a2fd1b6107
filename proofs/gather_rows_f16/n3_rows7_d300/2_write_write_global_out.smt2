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
 (bvult ctaid.x@A (_ bv2 32)))
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
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x213 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
 (let ((?x273 (concat (_ bv0 31) ?x213)))
 (let ((?x287 (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x290 (concat (bvadd ?x287 ?x273) (_ bv0 1))))
 (let (($x227 (bvule (_ bv300 9) (bvadd ((_ extract 8 0) tid.x@A) (bvmul (_ bv256 9) ((_ extract 8 0) ctaid.x@A))))))
 (let (($x232 (not (or (not (= ((_ extract 31 9) ?x213) (_ bv0 23))) $x227))))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x233 (and $x209 $x232)))
 (let (($x175 (and $x233 (= off!ww_global_out_A ?x290) (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x175))))))))))))
(assert
 (let ((?x217 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x278 (concat (_ bv0 31) ?x217)))
 (let ((?x265 (concat (bvadd (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.y@B)) ?x278) (_ bv0 1))))
 (let (($x394 (= off!ww_global_out_B ?x265)))
 (let (($x252 (bvule (_ bv300 9) (bvadd ((_ extract 8 0) tid.x@B) (bvmul (_ bv256 9) ((_ extract 8 0) ctaid.x@B))))))
 (let (($x271 (not (= ((_ extract 31 9) ?x217) (_ bv0 23)))))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x257 (and $x209 (not (or $x271 $x252)))))
 (let (($x157 (and $x257 $x394 (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x157))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x416 (bvadd off!ww_global_out_A width!ww_global_out_A)))
 (let (($x69 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
 (and $x69 (bvult off!ww_global_out_B ?x416)))))
(assert
 (let ((?x503 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x498 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x498 tid.x@A) (concat ?x503 tid.x@B)))))
(check-sat)
