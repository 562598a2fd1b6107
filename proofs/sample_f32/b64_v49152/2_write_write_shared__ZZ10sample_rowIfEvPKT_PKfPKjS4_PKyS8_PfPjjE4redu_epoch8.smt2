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
 (bvult ctaid.x@A (_ bv64 32)))
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
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x9875 (= (_ bv8 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A)))
 (let (($x9998 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A)))
 (let ((?x7819 (concat (_ bv0 32) (bvadd (_ bv384 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x7802 (bvadd (_ bv18446744073709551232 64) ?x7819)))
 (let (($x8246 (= off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A ?x7802)))
 (let (($x7773 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x7777 (and $x312 $x7773)))
 (let (($x8245 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A)))
 (let (($x8244 (bvult sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A (_ bv1 32))))
 (and $x8244 (=> $x8245 (and $x7777 $x8246 $x9998 $x9875))))))))))))))
(assert
 (let (($x1256 (= (_ bv8 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B)))
 (let (($x1255 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B)))
 (let ((?x66729 (concat (_ bv0 32) (bvadd (_ bv384 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x66730 (bvadd (_ bv18446744073709551232 64) ?x66729)))
 (let (($x1258 (= off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B ?x66730)))
 (let (($x63571 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x63572 (and $x312 $x63571)))
 (let (($x49980 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B)))
 (let (($x49659 (bvult sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B (_ bv1 32))))
 (and $x49659 (=> $x49980 (and $x63572 $x1258 $x1255 $x1256))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x14828 (bvadd off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A)))
 (let (($x14833 (bvult off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B ?x14828)))
 (let ((?x14845 (bvadd off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B)))
 (let (($x14848 (bvult off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A ?x14845)))
 (and $x14848 $x14833))))))
(assert
 (let (($x1345 (= ctaid.z@A ctaid.z@B)))
 (let (($x1349 (= ctaid.y@A ctaid.y@B)))
 (let (($x1344 (= ctaid.x@A ctaid.x@B)))
 (and $x1344 $x1349 $x1345)))))
(assert
 (= epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_A epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redu_epoch8_B))
(check-sat)
