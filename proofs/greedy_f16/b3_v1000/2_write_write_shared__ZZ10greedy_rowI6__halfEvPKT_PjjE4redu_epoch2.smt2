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
(declare-fun epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B () (_ BitVec 32))
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
 (let ((?x507 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x201 (bvadd (_ bv18446744073709551360 64) ?x507)))
 (let (($x120 (= off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A ?x201)))
 (let (($x516 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x520 (and $x185 $x516)))
 (let (($x848 (and $x520 $x120 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A))))
 (let (($x839 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A) $x848)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A (_ bv1 32)) $x839))))))))))
(assert
 (let ((?x699 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x700 (bvadd (_ bv18446744073709551360 64) ?x699)))
 (let (($x170 (= off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B ?x700)))
 (let (($x694 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x695 (and $x185 $x694)))
 (let (($x97 (and $x695 $x170 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B))))
 (let (($x832 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B) $x97)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B (_ bv1 32)) $x832))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x54 (bvadd off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A)))
 (let ((?x136 (bvadd off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B)))
 (and (bvult off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A ?x136) (bvult off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B ?x54)))))
(assert
 (let (($x74 (= ctaid.z@A ctaid.z@B)))
 (let (($x111 (= ctaid.y@A ctaid.y@B)))
 (let (($x124 (= ctaid.x@A ctaid.x@B)))
 (and $x124 $x111 $x74)))))
(assert
 (= epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
