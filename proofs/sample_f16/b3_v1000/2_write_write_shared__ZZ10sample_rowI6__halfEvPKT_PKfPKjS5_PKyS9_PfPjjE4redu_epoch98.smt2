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
(declare-fun epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_B () (_ BitVec 32))
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
 (let (($x2714 (= (_ bv98 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_A)))
 (let (($x2713 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_A)))
 (let ((?x323 (concat (_ bv0 32) (bvadd (_ bv384 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x459 (bvadd (_ bv18446744073709551232 64) ?x323)))
 (let (($x2712 (= off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_A ?x459)))
 (let (($x509 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x513 (and $x313 $x509)))
 (let (($x2711 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_A)))
 (let (($x2710 (bvult sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_A (_ bv1 32))))
 (and $x2710 (=> $x2711 (and $x513 $x2712 $x2713 $x2714))))))))))))))
(assert
 (let (($x2726 (= (_ bv98 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_B)))
 (let (($x2725 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_B)))
 (let ((?x58141 (concat (_ bv0 32) (bvadd (_ bv384 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x58142 (bvadd (_ bv18446744073709551232 64) ?x58141)))
 (let (($x2724 (= off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_B ?x58142)))
 (let (($x56053 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x56054 (and $x313 $x56053)))
 (let (($x2723 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_B)))
 (let (($x2722 (bvult sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_B (_ bv1 32))))
 (and $x2722 (=> $x2723 (and $x56054 $x2724 $x2725 $x2726))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2733 (bvadd off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_A width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_A)))
 (let (($x2734 (bvult off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_B ?x2733)))
 (let ((?x2731 (bvadd off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_B width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_B)))
 (let (($x2732 (bvult off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_A ?x2731)))
 (and $x2732 $x2734))))))
(assert
 (let (($x649 (= ctaid.z@A ctaid.z@B)))
 (let (($x4587 (= ctaid.y@A ctaid.y@B)))
 (let (($x4827 (= ctaid.x@A ctaid.x@B)))
 (and $x4827 $x4587 $x649)))))
(assert
 (= epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_A epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redu_epoch98_B))
(check-sat)
