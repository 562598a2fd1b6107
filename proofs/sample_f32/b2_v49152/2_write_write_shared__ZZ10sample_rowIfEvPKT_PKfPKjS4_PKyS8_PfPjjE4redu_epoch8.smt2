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
(declare-fun epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B () (_ BitVec 32))
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
 (let (($x16893 (= (_ bv8 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A)))
 (let (($x57111 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A)))
 (let ((?x7898 (concat (_ bv0 32) (bvadd (_ bv384 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x7881 (bvadd (_ bv18446744073709551232 64) ?x7898)))
 (let (($x57445 (= off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A ?x7881)))
 (let (($x7852 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x7856 (and $x312 $x7852)))
 (let (($x1827 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A)))
 (let (($x13313 (bvult sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A (_ bv1 32))))
 (and $x13313 (=> $x1827 (and $x7856 $x57445 $x57111 $x16893))))))))))))))
(assert
 (let (($x16794 (= (_ bv8 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B)))
 (let (($x16968 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B)))
 (let ((?x66808 (concat (_ bv0 32) (bvadd (_ bv384 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x66809 (bvadd (_ bv18446744073709551232 64) ?x66808)))
 (let (($x16679 (= off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B ?x66809)))
 (let (($x63650 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x63651 (and $x312 $x63650)))
 (let (($x16678 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B)))
 (let (($x1328 (bvult sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B (_ bv1 32))))
 (and $x1328 (=> $x16678 (and $x63651 $x16679 $x16968 $x16794))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x13839 (bvadd off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A)))
 (let (($x16123 (bvult off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B ?x13839)))
 (let ((?x13836 (bvadd off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B)))
 (let (($x13837 (bvult off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A ?x13836)))
 (and $x13837 $x16123))))))
(assert
 (let (($x1439 (= ctaid.z@A ctaid.z@B)))
 (let (($x1443 (= ctaid.y@A ctaid.y@B)))
 (let (($x1441 (= ctaid.x@A ctaid.x@B)))
 (and $x1441 $x1443 $x1439)))))
(assert
 (= epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B))
(check-sat)
