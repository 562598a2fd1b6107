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
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B () (_ BitVec 32))
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
 (let (($x9076 (= (_ bv81 32) epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A)))
 (let (($x9075 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A)))
 (let ((?x2373 (concat (_ bv0 32) (bvadd (_ bv33792 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x2295 (bvadd (_ bv18446744073709517824 64) ?x2373)))
 (let (($x9074 (= off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A ?x2295)))
 (let (($x2568 (= ((_ extract 31 8) tid.x@A) (_ bv0 24))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x2465 (and $x291 $x2568)))
 (let (($x9068 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A)))
 (let (($x9069 (bvult sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A (_ bv1 32))))
 (and $x9069 (=> $x9068 (and $x2465 $x9074 $x9075 $x9076))))))))))))))
(assert
 (let (($x9156 (= (_ bv81 32) epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B)))
 (let (($x9164 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B)))
 (let ((?x4368 (concat (_ bv0 32) (bvadd (_ bv33792 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x4369 (bvadd (_ bv18446744073709517824 64) ?x4368)))
 (let (($x9165 (= off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B ?x4369)))
 (let (($x4363 (= ((_ extract 31 8) tid.x@B) (_ bv0 24))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x4364 (and $x291 $x4363)))
 (let (($x9085 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B)))
 (let (($x9084 (bvult sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B (_ bv1 32))))
 (and $x9084 (=> $x9085 (and $x4364 $x9165 $x9164 $x9156))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9160 (bvadd off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A)))
 (let (($x9161 (bvult off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B ?x9160)))
 (let ((?x9154 (bvadd off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B)))
 (let (($x9159 (bvult off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A ?x9154)))
 (and $x9159 $x9161))))))
(assert
 (let (($x4873 (= ctaid.z@A ctaid.z@B)))
 (let (($x5415 (= ctaid.y@A ctaid.y@B)))
 (let (($x4872 (= ctaid.x@A ctaid.x@B)))
 (and $x4872 $x5415 $x4873)))))
(assert
 (= epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
