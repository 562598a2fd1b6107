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
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv1024 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x9086 (= (_ bv79 32) epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_A)))
 (let (($x9085 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_A)))
 (let ((?x2609 (concat (_ bv0 32) (bvadd (_ bv32768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x2704 (bvadd (_ bv18446744073709518848 64) ?x2609)))
 (let (($x9084 (= off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_A ?x2704)))
 (let (($x2596 (= ((_ extract 31 8) tid.x@A) (_ bv0 24))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x2493 (and $x291 $x2596)))
 (let (($x9083 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_A)))
 (let (($x9082 (bvult sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_A (_ bv1 32))))
 (and $x9082 (=> $x9083 (and $x2493 $x9084 $x9085 $x9086))))))))))))))
(assert
 (let (($x9098 (= (_ bv79 32) epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_B)))
 (let (($x9097 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_B)))
 (let ((?x4438 (concat (_ bv0 32) (bvadd (_ bv32768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x4439 (bvadd (_ bv18446744073709518848 64) ?x4438)))
 (let (($x9096 (= off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_B ?x4439)))
 (let (($x4419 (= ((_ extract 31 8) tid.x@B) (_ bv0 24))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x4420 (and $x291 $x4419)))
 (let (($x9095 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_B)))
 (let (($x9094 (bvult sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_B (_ bv1 32))))
 (and $x9094 (=> $x9095 (and $x4420 $x9096 $x9097 $x9098))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9105 (bvadd off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_A width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_A)))
 (let (($x9106 (bvult off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_B ?x9105)))
 (let ((?x9103 (bvadd off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_B width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_B)))
 (let (($x9104 (bvult off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_A ?x9103)))
 (and $x9104 $x9106))))))
(assert
 (let (($x5164 (= ctaid.z@A ctaid.z@B)))
 (let (($x5163 (= ctaid.y@A ctaid.y@B)))
 (let (($x5162 (= ctaid.x@A ctaid.x@B)))
 (and $x5162 $x5163 $x5164)))))
(assert
 (= epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_A epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ebuf_epoch79_B))
(check-sat)
