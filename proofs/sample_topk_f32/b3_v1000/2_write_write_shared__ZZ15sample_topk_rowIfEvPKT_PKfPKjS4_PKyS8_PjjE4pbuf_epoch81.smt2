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
 (let (($x9060 (= (_ bv81 32) epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A)))
 (let (($x9059 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A)))
 (let ((?x2373 (concat (_ bv0 32) (bvadd (_ bv33792 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x2295 (bvadd (_ bv18446744073709517824 64) ?x2373)))
 (let (($x9058 (= off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A ?x2295)))
 (let (($x2568 (= ((_ extract 31 8) tid.x@A) (_ bv0 24))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x2465 (and $x291 $x2568)))
 (let (($x9057 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A)))
 (let (($x9056 (bvult sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A (_ bv1 32))))
 (and $x9056 (=> $x9057 (and $x2465 $x9058 $x9059 $x9060))))))))))))))
(assert
 (let (($x9072 (= (_ bv81 32) epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B)))
 (let (($x9071 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B)))
 (let ((?x4368 (concat (_ bv0 32) (bvadd (_ bv33792 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x4369 (bvadd (_ bv18446744073709517824 64) ?x4368)))
 (let (($x9070 (= off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B ?x4369)))
 (let (($x4363 (= ((_ extract 31 8) tid.x@B) (_ bv0 24))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x4364 (and $x291 $x4363)))
 (let (($x9069 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B)))
 (let (($x9068 (bvult sel!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B (_ bv1 32))))
 (and $x9068 (=> $x9069 (and $x4364 $x9070 $x9071 $x9072))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9079 (bvadd off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A)))
 (let (($x9080 (bvult off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B ?x9079)))
 (let ((?x9077 (bvadd off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B width!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B)))
 (let (($x9078 (bvult off!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A ?x9077)))
 (and $x9078 $x9080))))))
(assert
 (let (($x5108 (= ctaid.z@A ctaid.z@B)))
 (let (($x5107 (= ctaid.y@A ctaid.y@B)))
 (let (($x5106 (= ctaid.x@A ctaid.x@B)))
 (and $x5106 $x5107 $x5108)))))
(assert
 (= epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_A epoch!ww_shared__ZZ15sample_topk_rowIfEvPKT_PKfPKjS4_PKyS8_PjjE4pbuf_epoch81_B))
(check-sat)
