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
(declare-fun epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_B () (_ BitVec 32))
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
 (let (($x12224 (= (_ bv40 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_A)))
 (let (($x12343 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_A)))
 (let ((?x7867 (concat (_ bv0 32) (bvadd (_ bv384 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x7850 (bvadd (_ bv18446744073709551232 64) ?x7867)))
 (let (($x12377 (= off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_A ?x7850)))
 (let (($x7821 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x7825 (and $x312 $x7821)))
 (let (($x12410 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_A)))
 (let (($x12180 (bvult sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_A (_ bv1 32))))
 (and $x12180 (=> $x12410 (and $x7825 $x12377 $x12343 $x12224))))))))))))))
(assert
 (let (($x12114 (= (_ bv40 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_B)))
 (let (($x11895 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_B)))
 (let ((?x66777 (concat (_ bv0 32) (bvadd (_ bv384 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x66778 (bvadd (_ bv18446744073709551232 64) ?x66777)))
 (let (($x12389 (= off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_B ?x66778)))
 (let (($x63619 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x63620 (and $x312 $x63619)))
 (let (($x12388 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_B)))
 (let (($x12386 (bvult sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_B (_ bv1 32))))
 (and $x12386 (=> $x12388 (and $x63620 $x12389 $x11895 $x12114))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x11885 (bvadd off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_A width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_A)))
 (let (($x11864 (bvult off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_B ?x11885)))
 (let ((?x12131 (bvadd off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_B width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_B)))
 (let (($x11882 (bvult off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_A ?x12131)))
 (and $x11882 $x11864))))))
(assert
 (let (($x17072 (= ctaid.z@A ctaid.z@B)))
 (let (($x17117 (= ctaid.y@A ctaid.y@B)))
 (let (($x17101 (= ctaid.x@A ctaid.x@B)))
 (and $x17101 $x17117 $x17072)))))
(assert
 (= epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_A epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch40_B))
(check-sat)
