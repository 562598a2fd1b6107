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
(declare-fun epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_B () (_ BitVec 32))
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
 (let (($x12224 (= (_ bv264 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_A)))
 (let (($x1621 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_A)))
 (let ((?x22322 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x22331 (bvadd (_ bv18446744073709551360 64) ?x22322)))
 (let (($x1620 (= off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_A ?x22331)))
 (let (($x7773 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x7777 (and $x312 $x7773)))
 (let (($x1623 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_A)))
 (let (($x10685 (bvult sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_A (_ bv1 32))))
 (and $x10685 (=> $x1623 (and $x7777 $x1620 $x1621 $x12224))))))))))))))
(assert
 (let (($x10352 (= (_ bv264 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_B)))
 (let (($x10351 (= (_ bv4 64) width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_B)))
 (let ((?x63576 (concat (_ bv0 32) (bvadd (_ bv256 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x63577 (bvadd (_ bv18446744073709551360 64) ?x63576)))
 (let (($x1041 (= off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_B ?x63577)))
 (let (($x63571 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x63572 (and $x312 $x63571)))
 (let (($x1040 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_B)))
 (let (($x1038 (bvult sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_B (_ bv1 32))))
 (and $x1038 (=> $x1040 (and $x63572 $x1041 $x10351 $x10352))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1308 (bvadd off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_A width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_A)))
 (let (($x40006 (bvult off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_B ?x1308)))
 (let ((?x1309 (bvadd off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_B width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_B)))
 (let (($x1307 (bvult off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_A ?x1309)))
 (and $x1307 $x40006))))))
(assert
 (let (($x1345 (= ctaid.z@A ctaid.z@B)))
 (let (($x1349 (= ctaid.y@A ctaid.y@B)))
 (let (($x1344 (= ctaid.x@A ctaid.x@B)))
 (and $x1344 $x1349 $x1345)))))
(assert
 (= epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_A epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE4redf_epoch264_B))
(check-sat)
