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
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B () (_ BitVec 32))
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
 (let (($x9150 (= (_ bv81 32) epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A)))
 (let (($x9145 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A)))
 (let ((?x1391 (concat (_ bv0 32) (bvadd (_ bv35072 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x1470 (bvadd (_ bv18446744073709516544 64) ?x1391)))
 (let (($x9144 (= off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A ?x1470)))
 (let ((?x650 ((_ extract 4 0) tid.x@A)))
 (let (($x736 (= ?x650 (_ bv0 5))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x809 (and $x291 $x736)))
 (let (($x9149 (= (_ bv1 32) sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A)))
 (let (($x9146 (= (_ bv2 32) epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A)))
 (let (($x9143 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A)))
 (let (($x9142 (bvult sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A (_ bv2 32))))
 (and $x9142 (=> $x9143 (and $x809 $x9144 $x9145 $x9146)) (=> $x9149 (and $x809 $x9144 $x9145 $x9150)))))))))))))))))
(assert
 (let (($x9166 (= (_ bv81 32) epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B)))
 (let (($x9161 (= (_ bv4 64) width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B)))
 (let ((?x4416 (concat (_ bv0 32) (bvadd (_ bv35072 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x4417 (bvadd (_ bv18446744073709516544 64) ?x4416)))
 (let (($x9160 (= off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B ?x4417)))
 (let ((?x4410 ((_ extract 4 0) tid.x@B)))
 (let (($x4411 (= ?x4410 (_ bv0 5))))
 (let (($x291 (= param!power (_ bv1 32))))
 (let (($x4412 (and $x291 $x4411)))
 (let (($x9165 (= (_ bv1 32) sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B)))
 (let (($x9162 (= (_ bv2 32) epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B)))
 (let (($x9159 (= (_ bv0 32) sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B)))
 (let (($x9158 (bvult sel!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B (_ bv2 32))))
 (and $x9158 (=> $x9159 (and $x4412 $x9160 $x9161 $x9162)) (=> $x9165 (and $x4412 $x9160 $x9161 $x9166)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9173 (bvadd off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A)))
 (let (($x9174 (bvult off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B ?x9173)))
 (let ((?x9171 (bvadd off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B width!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B)))
 (let (($x9172 (bvult off!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A ?x9171)))
 (and $x9172 $x9174))))))
(assert
 (let (($x5164 (= ctaid.z@A ctaid.z@B)))
 (let (($x5163 (= ctaid.y@A ctaid.y@B)))
 (let (($x5162 (= ctaid.x@A ctaid.x@B)))
 (and $x5162 $x5163 $x5164)))))
(assert
 (= epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_A epoch!ww_shared__ZZ15sample_topk_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PjjE4redu_epochs2-81_B))
(check-sat)
