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
(declare-fun epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
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
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x479 ((_ extract 31 5) tid.x@A)))
 (let ((?x505 (concat (_ bv0 34) ?x479 (_ bv0 3))))
 (let (($x1498 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A ?x505)))
 (let (($x529 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x484 (and $x184 $x529)))
 (let (($x1495 (and $x484 $x1498 (= (_ bv8 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A))))
 (let (($x167 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A) $x1495)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A (_ bv1 32)) $x167))))))))))
(assert
 (let ((?x1395 ((_ extract 31 5) tid.x@B)))
 (let ((?x1404 (concat (_ bv0 34) ?x1395 (_ bv0 3))))
 (let (($x67 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B ?x1404)))
 (let (($x1393 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x1394 (and $x184 $x1393)))
 (let (($x68 (and $x1394 $x67 (= (_ bv8 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B))))
 (let (($x66 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B) $x68)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B (_ bv1 32)) $x66))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1548 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A)))
 (let ((?x1547 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B)))
 (and (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A ?x1547) (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B ?x1548)))))
(assert
 (let (($x157 (= ctaid.z@A ctaid.z@B)))
 (let (($x1583 (= ctaid.y@A ctaid.y@B)))
 (let (($x113 (= ctaid.x@A ctaid.x@B)))
 (and $x113 $x1583 $x157)))))
(assert
 (= epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B))
(check-sat)
