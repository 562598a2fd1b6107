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
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x185 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
 (let ((?x237 (concat (_ bv0 31) ?x185)))
 (let ((?x274 (bvmul (_ bv18 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x241 (concat (bvadd ?x274 ?x237) (_ bv0 1))))
 (let (($x206 (not (or (not (= ((_ extract 31 5) ?x185) (_ bv0 27))) (bvule (_ bv18 5) ((_ extract 4 0) tid.x@A))))))
 (let (($x181 (= param!power (_ bv1 32))))
 (let (($x207 (and $x181 $x206)))
 (let (($x115 (and $x207 (= off!ww_global_out_A ?x241) (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x115)))))))))))
(assert
 (let ((?x285 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x266 (concat (_ bv0 31) ?x285)))
 (let ((?x253 (bvmul (_ bv18 63) (concat (_ bv0 31) ctaid.y@B))))
 (let ((?x265 (concat (bvadd ?x253 ?x266) (_ bv0 1))))
 (let (($x264 (not (or (not (= ((_ extract 31 5) ?x285) (_ bv0 27))) (bvule (_ bv18 5) ((_ extract 4 0) tid.x@B))))))
 (let (($x181 (= param!power (_ bv1 32))))
 (let (($x288 (and $x181 $x264)))
 (let (($x121 (and $x288 (= off!ww_global_out_B ?x265) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x121)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x97 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
 (let (($x354 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
 (and $x354 $x97))))
(assert
 (let ((?x527 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x62 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x62 tid.x@A) (concat ?x527 tid.x@B)))))
(check-sat)
