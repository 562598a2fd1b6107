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
(declare-fun epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B () (_ BitVec 32))
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
 (let (($x2862 (= (_ bv102 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A)))
 (let (($x2905 (= (_ bv8 64) width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A)))
 (let ((?x498 ((_ extract 31 5) tid.x@A)))
 (let ((?x492 (concat (_ bv0 34) ?x498 (_ bv0 3))))
 (let (($x2795 (= off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A ?x492)))
 (let (($x509 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x513 (and $x313 $x509)))
 (let (($x2898 (= (_ bv1 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A)))
 (let (($x2907 (= (_ bv0 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A)))
 (let (($x2873 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A)))
 (let (($x2863 (bvult sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A (_ bv2 32))))
 (and $x2863 (=> $x2873 (and $x513 $x2795 $x2905 $x2907)) (=> $x2898 (and $x513 $x2795 $x2905 $x2862))))))))))))))))
(assert
 (let (($x2786 (= (_ bv102 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B)))
 (let (($x2820 (= (_ bv8 64) width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B)))
 (let ((?x56055 ((_ extract 31 5) tid.x@B)))
 (let ((?x58103 (concat (_ bv0 34) ?x56055 (_ bv0 3))))
 (let (($x2769 (= off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B ?x58103)))
 (let (($x56053 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x56054 (and $x313 $x56053)))
 (let (($x2899 (= (_ bv1 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B)))
 (let (($x2787 (= (_ bv0 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B)))
 (let (($x2783 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B)))
 (let (($x2818 (bvult sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B (_ bv2 32))))
 (and $x2818 (=> $x2783 (and $x56054 $x2769 $x2820 $x2787)) (=> $x2899 (and $x56054 $x2769 $x2820 $x2786))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2895 (bvadd off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A)))
 (let (($x2908 (bvult off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B ?x2895)))
 (let ((?x2850 (bvadd off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B)))
 (let (($x2847 (bvult off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A ?x2850)))
 (and $x2847 $x2908))))))
(assert
 (let (($x649 (= ctaid.z@A ctaid.z@B)))
 (let (($x4587 (= ctaid.y@A ctaid.y@B)))
 (let (($x4827 (= ctaid.x@A ctaid.x@B)))
 (and $x4827 $x4587 $x649)))))
(assert
 (= epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B))
(check-sat)
