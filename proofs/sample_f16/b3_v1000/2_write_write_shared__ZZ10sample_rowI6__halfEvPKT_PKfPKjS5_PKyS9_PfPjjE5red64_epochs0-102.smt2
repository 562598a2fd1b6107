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
 (let (($x2933 (= (_ bv102 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A)))
 (let (($x2928 (= (_ bv8 64) width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A)))
 (let ((?x498 ((_ extract 31 5) tid.x@A)))
 (let ((?x492 (concat (_ bv0 34) ?x498 (_ bv0 3))))
 (let (($x2927 (= off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A ?x492)))
 (let (($x509 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x513 (and $x313 $x509)))
 (let (($x2932 (= (_ bv1 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A)))
 (let (($x2929 (= (_ bv0 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A)))
 (let (($x2926 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A)))
 (let (($x2925 (bvult sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A (_ bv2 32))))
 (and $x2925 (=> $x2926 (and $x513 $x2927 $x2928 $x2929)) (=> $x2932 (and $x513 $x2927 $x2928 $x2933))))))))))))))))
(assert
 (let (($x2949 (= (_ bv102 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B)))
 (let (($x2944 (= (_ bv8 64) width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B)))
 (let ((?x56056 ((_ extract 31 5) tid.x@B)))
 (let ((?x58104 (concat (_ bv0 34) ?x56056 (_ bv0 3))))
 (let (($x2943 (= off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B ?x58104)))
 (let (($x56054 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x56055 (and $x313 $x56054)))
 (let (($x2948 (= (_ bv1 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B)))
 (let (($x2945 (= (_ bv0 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B)))
 (let (($x2942 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B)))
 (let (($x2941 (bvult sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B (_ bv2 32))))
 (and $x2941 (=> $x2942 (and $x56055 $x2943 $x2944 $x2945)) (=> $x2948 (and $x56055 $x2943 $x2944 $x2949))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2956 (bvadd off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A)))
 (let (($x2957 (bvult off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B ?x2956)))
 (let ((?x2954 (bvadd off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B)))
 (let (($x2955 (bvult off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A ?x2954)))
 (and $x2955 $x2957))))))
(assert
 (let (($x30651 (= ctaid.z@A ctaid.z@B)))
 (let (($x1724 (= ctaid.y@A ctaid.y@B)))
 (let (($x98 (= ctaid.x@A ctaid.x@B)))
 (and $x98 $x1724 $x30651)))))
(assert
 (= epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_A epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE5red64_epochs0-102_B))
(check-sat)
