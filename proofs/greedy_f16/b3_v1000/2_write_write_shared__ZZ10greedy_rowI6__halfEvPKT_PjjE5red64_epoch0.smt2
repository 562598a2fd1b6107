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
(declare-fun epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_B () (_ BitVec 32))
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
 (let ((?x400 ((_ extract 31 5) tid.x@A)))
 (let ((?x412 (concat (_ bv0 34) ?x400 (_ bv0 3))))
 (let (($x145 (= off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_A ?x412)))
 (let (($x391 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x395 (and $x185 $x391)))
 (let (($x101 (and $x395 $x145 (= (_ bv8 64) width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_A))))
 (let (($x103 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_A) $x101)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_A (_ bv1 32)) $x103))))))))))
(assert
 (let ((?x509 ((_ extract 31 5) tid.x@B)))
 (let ((?x518 (concat (_ bv0 34) ?x509 (_ bv0 3))))
 (let (($x163 (= off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_B ?x518)))
 (let (($x507 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x508 (and $x185 $x507)))
 (let (($x61 (and $x508 $x163 (= (_ bv8 64) width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_B))))
 (let (($x58 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_B) $x61)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_B (_ bv1 32)) $x58))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x175 (bvadd off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_A width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_A)))
 (let ((?x132 (bvadd off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_B width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_B)))
 (and (bvult off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_A ?x132) (bvult off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_B ?x175)))))
(assert
 (let (($x74 (= ctaid.z@A ctaid.z@B)))
 (let (($x153 (= ctaid.y@A ctaid.y@B)))
 (let (($x159 (= ctaid.x@A ctaid.x@B)))
 (and $x159 $x153 $x74)))))
(assert
 (= epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_A epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE5red64_epoch0_B))
(check-sat)
