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
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_B () (_ BitVec 32))
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
 (let (($x9116 (= (_ bv81 32) epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_A)))
 (let (($x9115 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_A)))
 (let ((?x2322 (concat (_ bv0 32) (bvadd (_ bv33792 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x2417 (bvadd (_ bv18446744073709517824 64) ?x2322)))
 (let (($x9114 (= off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_A ?x2417)))
 (let (($x2596 (= ((_ extract 31 8) tid.x@A) (_ bv0 24))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x2493 (and $x291 $x2596)))
 (let (($x9113 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_A)))
 (let (($x9112 (bvult sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_A (_ bv1 32))))
 (and $x9112 (=> $x9113 (and $x2493 $x9114 $x9115 $x9116))))))))))))))
(assert
 (let (($x9128 (= (_ bv81 32) epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_B)))
 (let (($x9127 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_B)))
 (let ((?x4424 (concat (_ bv0 32) (bvadd (_ bv33792 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x4425 (bvadd (_ bv18446744073709517824 64) ?x4424)))
 (let (($x9126 (= off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_B ?x4425)))
 (let (($x4419 (= ((_ extract 31 8) tid.x@B) (_ bv0 24))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x4420 (and $x291 $x4419)))
 (let (($x9125 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_B)))
 (let (($x9124 (bvult sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_B (_ bv1 32))))
 (and $x9124 (=> $x9125 (and $x4420 $x9126 $x9127 $x9128))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9135 (bvadd off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_A width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_A)))
 (let (($x9136 (bvult off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_B ?x9135)))
 (let ((?x9133 (bvadd off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_B width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_B)))
 (let (($x9134 (bvult off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_A ?x9133)))
 (and $x9134 $x9136))))))
(assert
 (let (($x5164 (= ctaid.z@A ctaid.z@B)))
 (let (($x5163 (= ctaid.y@A ctaid.y@B)))
 (let (($x5162 (= ctaid.x@A ctaid.x@B)))
 (and $x5162 $x5163 $x5164)))))
(assert
 (= epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_A epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4pbuf_epoch81_B))
(check-sat)
