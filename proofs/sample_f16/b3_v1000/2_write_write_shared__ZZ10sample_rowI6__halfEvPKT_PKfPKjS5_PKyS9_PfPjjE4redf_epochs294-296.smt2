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
 (let (($x2157 (= (_ bv296 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A)))
 (let (($x2152 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A)))
 (let ((?x15036 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x14572 (bvadd (_ bv18446744073709551360 64) ?x15036)))
 (let (($x2151 (= off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A ?x14572)))
 (let (($x509 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x513 (and $x313 $x509)))
 (let (($x2156 (= (_ bv1 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A)))
 (let (($x2153 (= (_ bv294 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A)))
 (let (($x2150 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A)))
 (let (($x2149 (bvult sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A (_ bv2 32))))
 (and $x2149 (=> $x2150 (and $x513 $x2151 $x2152 $x2153)) (=> $x2156 (and $x513 $x2151 $x2152 $x2157))))))))))))))))
(assert
 (let (($x2173 (= (_ bv296 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B)))
 (let (($x2168 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B)))
 (let ((?x56059 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x56060 (bvadd (_ bv18446744073709551360 64) ?x56059)))
 (let (($x2167 (= off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B ?x56060)))
 (let (($x56054 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x56055 (and $x313 $x56054)))
 (let (($x2172 (= (_ bv1 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B)))
 (let (($x2169 (= (_ bv294 32) epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B)))
 (let (($x2166 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B)))
 (let (($x2165 (bvult sel!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B (_ bv2 32))))
 (and $x2165 (=> $x2166 (and $x56055 $x2167 $x2168 $x2169)) (=> $x2172 (and $x56055 $x2167 $x2168 $x2173))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2180 (bvadd off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A)))
 (let (($x2181 (bvult off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B ?x2180)))
 (let ((?x2178 (bvadd off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B width!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B)))
 (let (($x2179 (bvult off!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A ?x2178)))
 (and $x2179 $x2181))))))
(assert
 (let (($x30651 (= ctaid.z@A ctaid.z@B)))
 (let (($x1724 (= ctaid.y@A ctaid.y@B)))
 (let (($x98 (= ctaid.x@A ctaid.x@B)))
 (and $x98 $x1724 $x30651)))))
(assert
 (= epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_A epoch!ww_shared__ZZ10sample_rowI6__halfEvPKT_PKfPKjS5_PKyS9_PfPjjE4redf_epochs294-296_B))
(check-sat)
