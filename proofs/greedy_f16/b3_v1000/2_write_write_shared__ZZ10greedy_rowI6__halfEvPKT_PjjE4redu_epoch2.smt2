; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
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
(declare-fun epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B () (_ BitVec 32))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (_ bv18446744073709545615 64)))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
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
 (let ((?x1072 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x1077 (bvadd (_ bv18446744073709551360 64) ?x1072)))
 (let (($x163 (= off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A ?x1077)))
 (let (($x368 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x372 (and $x185 $x368)))
 (let (($x60 (and $x372 $x163 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A))))
 (let (($x144 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A) $x60)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A (_ bv1 32)) $x144))))))))))
(assert
 (let ((?x1471 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x1463 (bvadd (_ bv18446744073709551360 64) ?x1471)))
 (let (($x75 (= off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B ?x1463)))
 (let (($x560 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x185 (= param!power (_ bv1 32))))
 (let (($x564 (and $x185 $x560)))
 (let (($x113 (and $x564 $x75 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B))))
 (let (($x122 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B) $x113)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B (_ bv1 32)) $x122))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x136 (bvadd off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A)))
 (let ((?x146 (bvadd off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B width!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B)))
 (and (bvult off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A ?x146) (bvult off!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B ?x136)))))
(assert
 (let (($x90 (= ctaid.z@A ctaid.z@B)))
 (let (($x46 (= ctaid.y@A ctaid.y@B)))
 (let (($x152 (= ctaid.x@A ctaid.x@B)))
 (and $x152 $x46 $x90)))))
(assert
 (= epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_A epoch!ww_shared__ZZ10greedy_rowI6__halfEvPKT_PjjE4redu_epoch2_B))
(check-sat)
