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
 (bvult ctaid.x@A (_ bv2 32)))
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
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x209 (bvmul (_ bv4 64) (concat (_ bv0 32) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
 (let (($x269 (= off!ww_global_dst_A ?x209)))
 (let (($x201 (bvule (_ bv448 9) (bvadd ((_ extract 8 0) tid.x@A) (bvmul (_ bv256 9) ((_ extract 8 0) ctaid.x@A))))))
 (let (($x203 (or (not (= ((_ extract 31 9) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 23))) $x201)))
 (let (($x206 (not $x203)))
 (let (($x183 (= param!power (_ bv1 32))))
 (let (($x207 (and $x183 $x206)))
 (let (($x292 (and $x207 $x269 (= (_ bv4 64) width!ww_global_dst_A) (= (_ bv0 32) epoch!ww_global_dst_A))))
 (and (bvult sel!ww_global_dst_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_dst_A) $x292)))))))))))
(assert
 (let ((?x224 (bvmul (_ bv4 64) (concat (_ bv0 32) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))))
 (let (($x46 (= off!ww_global_dst_B ?x224)))
 (let (($x214 (bvule (_ bv448 9) (bvadd ((_ extract 8 0) tid.x@B) (bvmul (_ bv256 9) ((_ extract 8 0) ctaid.x@B))))))
 (let (($x219 (not (= ((_ extract 31 9) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))) (_ bv0 23)))))
 (let (($x183 (= param!power (_ bv1 32))))
 (let (($x222 (and $x183 (not (or $x219 $x214)))))
 (let (($x58 (and $x222 $x46 (= (_ bv4 64) width!ww_global_dst_B) (= (_ bv0 32) epoch!ww_global_dst_B))))
 (and (bvult sel!ww_global_dst_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_dst_B) $x58))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x174 (bvadd off!ww_global_dst_A width!ww_global_dst_A)))
(let (($x127 (bvult off!ww_global_dst_A (bvadd off!ww_global_dst_B width!ww_global_dst_B))))
(and $x127 (bvult off!ww_global_dst_B ?x174)))))
(check-sat)
