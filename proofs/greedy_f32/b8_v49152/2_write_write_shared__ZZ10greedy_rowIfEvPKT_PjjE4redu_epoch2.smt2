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
 (bvult ctaid.x@A (_ bv8 32)))
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
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x979 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x1009 (bvadd (_ bv18446744073709551360 64) ?x979)))
 (let (($x1573 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A ?x1009)))
 (let (($x495 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x509 (and $x184 $x495)))
 (let (($x1600 (and $x509 $x1573 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A))))
 (let (($x1598 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A) $x1600)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A (_ bv1 32)) $x1598))))))))))
(assert
 (let ((?x1398 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x1399 (bvadd (_ bv18446744073709551360 64) ?x1398)))
 (let (($x1496 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B ?x1399)))
 (let (($x1393 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x1394 (and $x184 $x1393)))
 (let (($x127 (and $x1394 $x1496 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B))))
 (let (($x138 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B) $x127)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B (_ bv1 32)) $x138))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1583 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A)))
 (let ((?x43 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B)))
 (and (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A ?x43) (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B ?x1583)))))
(assert
 (let (($x47 (= ctaid.z@A ctaid.z@B)))
 (let (($x1615 (= ctaid.y@A ctaid.y@B)))
 (let (($x88 (= ctaid.x@A ctaid.x@B)))
 (and $x88 $x1615 $x47)))))
(assert
 (= epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B))
(check-sat)
