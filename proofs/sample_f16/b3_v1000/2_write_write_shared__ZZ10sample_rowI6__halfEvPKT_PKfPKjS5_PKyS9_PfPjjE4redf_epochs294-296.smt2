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
(declare-fun epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B () (_ BitVec 32))
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
 (let (($x2108 (= (_ bv296 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A)))
 (let (($x2103 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A)))
 (let ((?x14806 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x483 (bvadd (_ bv18446744073709551360 64) ?x14806)))
 (let (($x2102 (= off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A ?x483)))
 (let (($x509 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x513 (and $x313 $x509)))
 (let (($x2107 (= (_ bv1 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A)))
 (let (($x2104 (= (_ bv294 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A)))
 (let (($x2101 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A)))
 (let (($x2100 (bvult sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A (_ bv2 32))))
 (and $x2100 (=> $x2101 (and $x513 $x2102 $x2103 $x2104)) (=> $x2107 (and $x513 $x2102 $x2103 $x2108))))))))))))))))
(assert
 (let (($x2124 (= (_ bv296 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B)))
 (let (($x2119 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B)))
 (let ((?x56058 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x56059 (bvadd (_ bv18446744073709551360 64) ?x56058)))
 (let (($x2118 (= off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B ?x56059)))
 (let (($x56053 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x56054 (and $x313 $x56053)))
 (let (($x2123 (= (_ bv1 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B)))
 (let (($x2120 (= (_ bv294 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B)))
 (let (($x2117 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B)))
 (let (($x2116 (bvult sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B (_ bv2 32))))
 (and $x2116 (=> $x2117 (and $x56054 $x2118 $x2119 $x2120)) (=> $x2123 (and $x56054 $x2118 $x2119 $x2124))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2131 (bvadd off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A)))
 (let (($x2132 (bvult off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B ?x2131)))
 (let ((?x2129 (bvadd off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B)))
 (let (($x2130 (bvult off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A ?x2129)))
 (and $x2130 $x2132))))))
(assert
 (let (($x649 (= ctaid.z@A ctaid.z@B)))
 (let (($x4587 (= ctaid.y@A ctaid.y@B)))
 (let (($x4827 (= ctaid.x@A ctaid.x@B)))
 (and $x4827 $x4587 $x649)))))
(assert
 (= epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B))
(check-sat)
