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
(declare-fun epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
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
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x14413 (= (_ bv32 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_A)))
 (let (($x14412 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_A)))
 (let ((?x7898 (concat (_ bv0 32) (bvadd (_ bv384 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x7881 (bvadd (_ bv18446744073709551232 64) ?x7898)))
 (let (($x14402 (= off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_A ?x7881)))
 (let (($x7852 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x7856 (and $x312 $x7852)))
 (let (($x14396 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_A)))
 (let (($x14400 (bvult sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_A (_ bv1 32))))
 (and $x14400 (=> $x14396 (and $x7856 $x14402 $x14412 $x14413))))))))))))))
(assert
 (let (($x14213 (= (_ bv32 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_B)))
 (let (($x14212 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_B)))
 (let ((?x66808 (concat (_ bv0 32) (bvadd (_ bv384 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x66809 (bvadd (_ bv18446744073709551232 64) ?x66808)))
 (let (($x14211 (= off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_B ?x66809)))
 (let (($x63650 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x63651 (and $x312 $x63650)))
 (let (($x14207 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_B)))
 (let (($x14205 (bvult sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_B (_ bv1 32))))
 (and $x14205 (=> $x14207 (and $x63651 $x14211 $x14212 $x14213))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x14126 (bvadd off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_A width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_A)))
 (let (($x14127 (bvult off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_B ?x14126)))
 (let ((?x14122 (bvadd off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_B width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_B)))
 (let (($x14124 (bvult off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_A ?x14122)))
 (and $x14124 $x14127))))))
(assert
 (let (($x1439 (= ctaid.z@A ctaid.z@B)))
 (let (($x1443 (= ctaid.y@A ctaid.y@B)))
 (let (($x1441 (= ctaid.x@A ctaid.x@B)))
 (and $x1441 $x1443 $x1439)))))
(assert
 (= epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_A epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch32_B))
(check-sat)
