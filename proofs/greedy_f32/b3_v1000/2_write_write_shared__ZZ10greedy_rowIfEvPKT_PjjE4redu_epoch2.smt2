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
(declare-fun epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B () (_ BitVec 32))
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
 (let ((?x468 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x490 (bvadd (_ bv18446744073709551360 64) ?x468)))
 (let (($x63 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A ?x490)))
 (let (($x489 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x493 (and $x185 $x489)))
 (let (($x39 (and $x493 $x63 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A))))
 (let (($x48 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A) $x39)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A (_ bv1 32)) $x48))))))))))
(assert
 (let ((?x643 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x644 (bvadd (_ bv18446744073709551360 64) ?x643)))
 (let (($x761 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B ?x644)))
 (let (($x638 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x639 (and $x185 $x638)))
 (let (($x735 (and $x639 $x761 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B))))
 (let (($x785 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B) $x735)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B (_ bv1 32)) $x785))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x171 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A)))
 (let ((?x757 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B)))
 (and (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A ?x757) (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B ?x171)))))
(assert
 (let (($x736 (= ctaid.z@A ctaid.z@B)))
 (let (($x756 (= ctaid.y@A ctaid.y@B)))
 (let (($x754 (= ctaid.x@A ctaid.x@B)))
 (and $x754 $x756 $x736)))))
(assert
 (= epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B))
(check-sat)
