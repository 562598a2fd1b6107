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
 (let ((?x913 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x965 (bvadd (_ bv18446744073709551360 64) ?x913)))
 (let (($x114 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A ?x965)))
 (let (($x495 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x509 (and $x184 $x495)))
 (let (($x104 (and $x509 $x114 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A))))
 (let (($x117 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A) $x104)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A (_ bv1 32)) $x117))))))))))
(assert
 (let ((?x1397 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x1398 (bvadd (_ bv18446744073709551360 64) ?x1397)))
 (let (($x102 (= off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B ?x1398)))
 (let (($x1392 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x1393 (and $x184 $x1392)))
 (let (($x126 (and $x1393 $x102 (= (_ bv4 64) width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B) (= (_ bv2 32) epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B))))
 (let (($x127 (=> (= (_ bv0 32) sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B) $x126)))
 (and (bvult sel!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B (_ bv1 32)) $x127))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x101 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A)))
 (let ((?x73 (bvadd off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B width!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B)))
 (and (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A ?x73) (bvult off!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B ?x101)))))
(assert
 (let (($x129 (= ctaid.z@A ctaid.z@B)))
 (let (($x134 (= ctaid.y@A ctaid.y@B)))
 (let (($x151 (= ctaid.x@A ctaid.x@B)))
 (and $x151 $x134 $x129)))))
(assert
 (= epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_A epoch!ww_shared__ZZ10greedy_rowIfEvPKT_PjjE4redu_epoch2_B))
(check-sat)
