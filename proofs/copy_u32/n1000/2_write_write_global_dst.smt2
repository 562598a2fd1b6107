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
(declare-fun epoch!ww_global_dst_A () (_ BitVec 32))
(declare-fun width!ww_global_dst_A () (_ BitVec 64))
(declare-fun off!ww_global_dst_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_dst_A () (_ BitVec 32))
(declare-fun epoch!ww_global_dst_B () (_ BitVec 32))
(declare-fun width!ww_global_dst_B () (_ BitVec 64))
(declare-fun off!ww_global_dst_B () (_ BitVec 64))
(declare-fun sel!ww_global_dst_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
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
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x191 (bvmul (_ bv4 64) (concat (_ bv0 32) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
 (let (($x109 (= off!ww_global_dst_A ?x191)))
 (let (($x205 (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
 (let (($x207 (or (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 22))) $x205)))
 (let (($x210 (not $x207)))
 (let (($x183 (= param!power (_ bv1 32))))
 (let (($x211 (and $x183 $x210)))
 (let (($x304 (and $x211 $x109 (= (_ bv4 64) width!ww_global_dst_A) (= (_ bv0 32) epoch!ww_global_dst_A))))
 (and (bvult sel!ww_global_dst_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_dst_A) $x304)))))))))))
(assert
 (let ((?x227 (bvmul (_ bv4 64) (concat (_ bv0 32) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))))
 (let (($x96 (= off!ww_global_dst_B ?x227)))
 (let (($x217 (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) tid.x@B) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@B))))))
 (let (($x222 (not (= ((_ extract 31 10) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))) (_ bv0 22)))))
 (let (($x183 (= param!power (_ bv1 32))))
 (let (($x225 (and $x183 (not (or $x222 $x217)))))
 (let (($x321 (and $x225 $x96 (= (_ bv4 64) width!ww_global_dst_B) (= (_ bv0 32) epoch!ww_global_dst_B))))
 (and (bvult sel!ww_global_dst_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_dst_B) $x321))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x84 (bvult off!ww_global_dst_B (bvadd off!ww_global_dst_A width!ww_global_dst_A))))
 (let ((?x305 (bvadd off!ww_global_dst_B width!ww_global_dst_B)))
 (and (bvult off!ww_global_dst_A ?x305) $x84))))
(assert
 (let ((?x460 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x60 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x60 tid.x@A) (concat ?x460 tid.x@B)))))
(check-sat)
