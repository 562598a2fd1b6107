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
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_B () (_ BitVec 32))
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
 (let (($x9030 (= (_ bv79 32) epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_A)))
 (let (($x9029 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_A)))
 (let ((?x2581 (concat (_ bv0 32) (bvadd (_ bv32768 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x2676 (bvadd (_ bv18446744073709518848 64) ?x2581)))
 (let (($x9028 (= off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_A ?x2676)))
 (let (($x2568 (= ((_ extract 31 8) tid.x@A) (_ bv0 24))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x2465 (and $x291 $x2568)))
 (let (($x9027 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_A)))
 (let (($x9026 (bvult sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_A (_ bv1 32))))
 (and $x9026 (=> $x9027 (and $x2465 $x9028 $x9029 $x9030))))))))))))))
(assert
 (let (($x9042 (= (_ bv79 32) epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_B)))
 (let (($x9041 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_B)))
 (let ((?x4382 (concat (_ bv0 32) (bvadd (_ bv32768 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x4383 (bvadd (_ bv18446744073709518848 64) ?x4382)))
 (let (($x9040 (= off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_B ?x4383)))
 (let (($x4363 (= ((_ extract 31 8) tid.x@B) (_ bv0 24))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x4364 (and $x291 $x4363)))
 (let (($x9039 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_B)))
 (let (($x9038 (bvult sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_B (_ bv1 32))))
 (and $x9038 (=> $x9039 (and $x4364 $x9040 $x9041 $x9042))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9049 (bvadd off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_A width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_A)))
 (let (($x9050 (bvult off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_B ?x9049)))
 (let ((?x9047 (bvadd off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_B width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_B)))
 (let (($x9048 (bvult off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_A ?x9047)))
 (and $x9048 $x9050))))))
(assert
 (let (($x5108 (= ctaid.z@A ctaid.z@B)))
 (let (($x5107 (= ctaid.y@A ctaid.y@B)))
 (let (($x5106 (= ctaid.x@A ctaid.x@B)))
 (and $x5106 $x5107 $x5108)))))
(assert
 (= epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_A epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ebuf_epoch79_B))
(check-sat)
