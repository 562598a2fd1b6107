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
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_B () (_ BitVec 32))
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
 (let (($x9095 (= (_ bv80 32) epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_A)))
 (let (($x9098 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_A)))
 (let (($x9099 (= (_ bv0 64) off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_A)))
 (let (($x2654 (= tid.x@A (_ bv0 32))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x2657 (and $x291 $x2654)))
 (let (($x10012 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_A)))
 (let (($x10010 (bvult sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_A (_ bv1 32))))
 (and $x10010 (=> $x10012 (and $x2657 $x9099 $x9098 $x9095))))))))))))
(assert
 (let (($x9494 (= (_ bv80 32) epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_B)))
 (let (($x10307 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_B)))
 (let (($x9762 (= (_ bv0 64) off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_B)))
 (let (($x3957 (= tid.x@B (_ bv0 32))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x3958 (and $x291 $x3957)))
 (let (($x9117 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_B)))
 (let (($x9114 (bvult sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_B (_ bv1 32))))
 (and $x9114 (=> $x9117 (and $x3958 $x9762 $x10307 $x9494))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9973 (bvadd off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_A width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_A)))
 (let (($x9760 (bvult off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_B ?x9973)))
 (let ((?x9492 (bvadd off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_B width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_B)))
 (let (($x9497 (bvult off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_A ?x9492)))
 (and $x9497 $x9760))))))
(assert
 (let (($x4873 (= ctaid.z@A ctaid.z@B)))
 (let (($x5415 (= ctaid.y@A ctaid.y@B)))
 (let (($x4872 (= ctaid.x@A ctaid.x@B)))
 (and $x4872 $x5415 $x4873)))))
(assert
 (= epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_A epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4ssum_epoch80_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
