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
 (bvult ctaid.x@A (_ bv16 32)))
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
 (bvult ctaid.x@B (_ bv16 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x919 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x1007 (bvadd (_ bv18446744073709551360 64) ?x919)))
 (let (($x80 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A ?x1007)))
 (let (($x557 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x379 (and $x184 $x557)))
 (let (($x127 (and $x379 $x80 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A))))
 (let (($x169 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A) $x127)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A (_ bv1 32)) $x169))))))))))
(assert
 (let ((?x1399 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x1400 (bvadd (_ bv18446744073709551360 64) ?x1399)))
 (let (($x39 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B ?x1400)))
 (let (($x1394 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x1395 (and $x184 $x1394)))
 (let (($x1601 (and $x1395 $x39 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B))))
 (let (($x1582 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B) $x1601)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B (_ bv1 32)) $x1582))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x103 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A)))
 (let ((?x42 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B)))
 (and (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A ?x42) (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B ?x103)))))
(assert
 (let (($x1572 (= ctaid.z@A ctaid.z@B)))
 (let (($x1571 (= ctaid.y@A ctaid.y@B)))
 (let (($x1581 (= ctaid.x@A ctaid.x@B)))
 (and $x1581 $x1571 $x1572)))))
(assert
 (= epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B))
(check-sat)
