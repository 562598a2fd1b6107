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
 (bvult ctaid.x@A (_ bv2 32)))
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
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x492 ((_ extract 31 5) tid.x@A)))
 (let ((?x503 (concat (_ bv0 34) ?x492 (_ bv0 3))))
 (let (($x1562 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A ?x503)))
 (let (($x528 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x473 (and $x184 $x528)))
 (let (($x107 (and $x473 $x1562 (= (_ bv8 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A))))
 (let (($x39 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A) $x107)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A (_ bv1 32)) $x39))))))))))
(assert
 (let ((?x1394 ((_ extract 31 5) tid.x@B)))
 (let ((?x1403 (concat (_ bv0 34) ?x1394 (_ bv0 3))))
 (let (($x68 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B ?x1403)))
 (let (($x1392 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x1393 (and $x184 $x1392)))
 (let (($x66 (and $x1393 $x68 (= (_ bv8 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B))))
 (let (($x136 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B) $x66)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B (_ bv1 32)) $x136))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1580 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A)))
 (let ((?x1590 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B)))
 (and (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A ?x1590) (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B ?x1580)))))
(assert
 (let (($x1560 (= ctaid.z@A ctaid.z@B)))
 (let (($x1573 (= ctaid.y@A ctaid.y@B)))
 (let (($x106 (= ctaid.x@A ctaid.x@B)))
 (and $x106 $x1573 $x1560)))))
(assert
 (= epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B))
(check-sat)
