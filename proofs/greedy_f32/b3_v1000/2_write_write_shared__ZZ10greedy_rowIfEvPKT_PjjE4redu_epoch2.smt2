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
 (let ((?x244 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x394 (bvadd (_ bv18446744073709551360 64) ?x244)))
 (let (($x156 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A ?x394)))
 (let (($x388 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x392 (and $x185 $x388)))
 (let (($x84 (and $x392 $x156 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A))))
 (let (($x128 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A) $x84)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A (_ bv1 32)) $x128))))))))))
(assert
 (let ((?x504 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x505 (bvadd (_ bv18446744073709551360 64) ?x504)))
 (let (($x149 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B ?x505)))
 (let (($x499 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x500 (and $x185 $x499)))
 (let (($x157 (and $x500 $x149 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B))))
 (let (($x80 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B) $x157)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B (_ bv1 32)) $x80))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x69 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A)))
 (let ((?x172 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B)))
 (and (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A ?x172) (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B ?x69)))))
(assert
 (let (($x153 (= ctaid.z@A ctaid.z@B)))
 (let (($x159 (= ctaid.y@A ctaid.y@B)))
 (let (($x158 (= ctaid.x@A ctaid.x@B)))
 (and $x158 $x159 $x153)))))
(assert
 (= epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B))
(check-sat)
