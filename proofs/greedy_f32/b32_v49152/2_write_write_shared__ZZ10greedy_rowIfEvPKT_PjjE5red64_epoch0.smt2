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
 (bvult ctaid.x@A (_ bv32 32)))
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
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x478 ((_ extract 31 5) tid.x@A)))
 (let ((?x504 (concat (_ bv0 34) ?x478 (_ bv0 3))))
 (let (($x1579 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A ?x504)))
 (let (($x528 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x483 (and $x184 $x528)))
 (let (($x1615 (and $x483 $x1579 (= (_ bv8 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A))))
 (let (($x1561 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A) $x1615)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A (_ bv1 32)) $x1561))))))))))
(assert
 (let ((?x1396 ((_ extract 31 5) tid.x@B)))
 (let ((?x1405 (concat (_ bv0 34) ?x1396 (_ bv0 3))))
 (let (($x86 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B ?x1405)))
 (let (($x1394 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x1395 (and $x184 $x1394)))
 (let (($x121 (and $x1395 $x86 (= (_ bv8 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B))))
 (let (($x1574 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B) $x121)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B (_ bv1 32)) $x1574))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x42 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A)))
 (let ((?x1587 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B)))
 (and (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A ?x1587) (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B ?x42)))))
(assert
 (let (($x1567 (= ctaid.z@A ctaid.z@B)))
 (let (($x1562 (= ctaid.y@A ctaid.y@B)))
 (let (($x81 (= ctaid.x@A ctaid.x@B)))
 (and $x81 $x1562 $x1567)))))
(assert
 (= epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B))
(check-sat)
