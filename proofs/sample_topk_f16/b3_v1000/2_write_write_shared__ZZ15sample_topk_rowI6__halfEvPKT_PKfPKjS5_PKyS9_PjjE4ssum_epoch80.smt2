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
 (let (($x9147 (= (_ bv80 32) epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A)))
 (let (($x9151 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A)))
 (let (($x10031 (= (_ bv0 64) off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A)))
 (let (($x2682 (= tid.x@A (_ bv0 32))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x2685 (and $x291 $x2682)))
 (let (($x10035 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A)))
 (let (($x10040 (bvult sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A (_ bv1 32))))
 (and $x10040 (=> $x10035 (and $x2685 $x10031 $x9151 $x9147))))))))))))
(assert
 (let (($x9550 (= (_ bv80 32) epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B)))
 (let (($x9726 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B)))
 (let (($x9727 (= (_ bv0 64) off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B)))
 (let (($x4013 (= tid.x@B (_ bv0 32))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x4014 (and $x291 $x4013)))
 (let (($x9173 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B)))
 (let (($x9169 (bvult sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B (_ bv1 32))))
 (and $x9169 (=> $x9173 (and $x4014 $x9727 $x9726 $x9550))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9754 (bvadd off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A)))
 (let (($x9723 (bvult off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B ?x9754)))
 (let ((?x9548 (bvadd off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B)))
 (let (($x9553 (bvult off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A ?x9548)))
 (and $x9553 $x9723))))))
(assert
 (let (($x5468 (= ctaid.z@A ctaid.z@B)))
 (let (($x4927 (= ctaid.y@A ctaid.y@B)))
 (let (($x5467 (= ctaid.x@A ctaid.x@B)))
 (and $x5467 $x4927 $x5468)))))
(assert
 (= epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_A epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4ssum_epoch80_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
