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
 (let ((?x396 ((_ extract 31 5) tid.x@A)))
 (let ((?x408 (concat (_ bv0 34) ?x396 (_ bv0 3))))
 (let (($x140 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A ?x408)))
 (let (($x388 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x392 (and $x185 $x388)))
 (let (($x126 (and $x392 $x140 (= (_ bv8 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A))))
 (let (($x101 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A) $x126)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A (_ bv1 32)) $x101))))))))))
(assert
 (let ((?x501 ((_ extract 31 5) tid.x@B)))
 (let ((?x510 (concat (_ bv0 34) ?x501 (_ bv0 3))))
 (let (($x131 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B ?x510)))
 (let (($x499 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x500 (and $x185 $x499)))
 (let (($x58 (and $x500 $x131 (= (_ bv8 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B))))
 (let (($x63 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B) $x58)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B (_ bv1 32)) $x63))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x174 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A)))
 (let ((?x64 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B)))
 (and (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A ?x64) (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B ?x174)))))
(assert
 (let (($x153 (= ctaid.z@A ctaid.z@B)))
 (let (($x159 (= ctaid.y@A ctaid.y@B)))
 (let (($x158 (= ctaid.x@A ctaid.x@B)))
 (and $x158 $x159 $x153)))))
(assert
 (= epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_A epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE5red64_epoch0_B))
(check-sat)
