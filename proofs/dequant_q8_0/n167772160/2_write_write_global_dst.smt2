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
 (bvult ctaid.x@A (_ bv655360 32)))
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
 (bvult ctaid.x@B (_ bv655360 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x227 (bvmul (_ bv2 64) (concat (_ bv0 32) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
 (let (($x133 (= off!ww_global_dst_A ?x227)))
 (let (($x206 (bvule (_ bv167772160 28) (bvadd ((_ extract 27 0) tid.x@A) (bvmul (_ bv256 28) ((_ extract 27 0) ctaid.x@A))))))
 (let (($x208 (or (not (= ((_ extract 31 28) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 4))) $x206)))
 (let (($x211 (not $x208)))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x212 (and $x184 $x211)))
 (let (($x132 (and $x212 $x133 (= (_ bv2 64) width!ww_global_dst_A) (= (_ bv0 32) epoch!ww_global_dst_A))))
 (and (bvult sel!ww_global_dst_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_dst_A) $x132)))))))))))
(assert
 (let ((?x253 (bvmul (_ bv2 64) (concat (_ bv0 32) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))))
 (let (($x109 (= off!ww_global_dst_B ?x253)))
 (let (($x199 (bvule (_ bv167772160 28) (bvadd ((_ extract 27 0) tid.x@B) (bvmul (_ bv256 28) ((_ extract 27 0) ctaid.x@B))))))
 (let (($x215 (not (= ((_ extract 31 28) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))) (_ bv0 4)))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x213 (and $x184 (not (or $x215 $x199)))))
 (let (($x334 (and $x213 $x109 (= (_ bv2 64) width!ww_global_dst_B) (= (_ bv0 32) epoch!ww_global_dst_B))))
 (and (bvult sel!ww_global_dst_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_dst_B) $x334))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x140 (bvadd off!ww_global_dst_A width!ww_global_dst_A)))
 (let ((?x115 (bvadd off!ww_global_dst_B width!ww_global_dst_B)))
 (and (bvult off!ww_global_dst_A ?x115) (bvult off!ww_global_dst_B ?x140)))))
(assert
 (let ((?x486 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x86 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x86 tid.x@A) (concat ?x486 tid.x@B)))))
(check-sat)
