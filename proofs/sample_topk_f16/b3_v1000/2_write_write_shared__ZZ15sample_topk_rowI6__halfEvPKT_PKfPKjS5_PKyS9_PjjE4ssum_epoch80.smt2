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
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B () (_ BitVec 32))
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
 (let (($x9184 (= (_ bv80 32) epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A)))
 (let (($x9183 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A)))
 (let (($x9182 (= (_ bv0 64) off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A)))
 (let (($x2682 (= tid.x@A (_ bv0 32))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x2685 (and $x291 $x2682)))
 (let (($x9181 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A)))
 (let (($x9180 (bvult sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A (_ bv1 32))))
 (and $x9180 (=> $x9181 (and $x2685 $x9182 $x9183 $x9184))))))))))))
(assert
 (let (($x9196 (= (_ bv80 32) epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B)))
 (let (($x9195 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B)))
 (let (($x9194 (= (_ bv0 64) off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B)))
 (let (($x4013 (= tid.x@B (_ bv0 32))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x4014 (and $x291 $x4013)))
 (let (($x9193 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B)))
 (let (($x9192 (bvult sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B (_ bv1 32))))
 (and $x9192 (=> $x9193 (and $x4014 $x9194 $x9195 $x9196))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9203 (bvadd off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A)))
 (let (($x9204 (bvult off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B ?x9203)))
 (let ((?x9201 (bvadd off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B)))
 (let (($x9202 (bvult off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A ?x9201)))
 (and $x9202 $x9204))))))
(assert
 (let (($x5164 (= ctaid.z@A ctaid.z@B)))
 (let (($x5163 (= ctaid.y@A ctaid.y@B)))
 (let (($x5162 (= ctaid.x@A ctaid.x@B)))
 (and $x5162 $x5163 $x5164)))))
(assert
 (= epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B))
(check-sat)
