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
 (let ((?x438 ((_ extract 31 5) tid.x@A)))
 (let ((?x423 (concat (_ bv0 34) ?x438 (_ bv0 3))))
 (let (($x58 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A ?x423)))
 (let (($x312 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x320 (and $x184 $x312)))
 (let (($x139 (and $x320 $x58 (= (_ bv8 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A))))
 (let (($x140 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A) $x139)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A (_ bv1 32)) $x140))))))))))
(assert
 (let ((?x565 ((_ extract 31 5) tid.x@B)))
 (let ((?x547 (concat (_ bv0 34) ?x565 (_ bv0 3))))
 (let (($x171 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B ?x547)))
 (let (($x569 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x567 (and $x184 $x569)))
 (let (($x65 (and $x567 $x171 (= (_ bv8 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B))))
 (let (($x53 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B) $x65)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B (_ bv1 32)) $x53))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x175 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A)))
 (let ((?x166 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B)))
 (and (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A ?x166) (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B ?x175)))))
(assert
 (let (($x151 (= ctaid.z@A ctaid.z@B)))
 (let (($x145 (= ctaid.y@A ctaid.y@B)))
 (let (($x127 (= ctaid.x@A ctaid.x@B)))
 (and $x127 $x145 $x151)))))
(assert
 (= epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B))
(check-sat)
