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
(declare-fun epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B () (_ BitVec 32))
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
 (let (($x2837 (= (_ bv102 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A)))
 (let (($x2893 (= (_ bv8 64) width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A)))
 (let ((?x495 ((_ extract 31 5) tid.x@A)))
 (let ((?x489 (concat (_ bv0 34) ?x495 (_ bv0 3))))
 (let (($x2828 (= off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A ?x489)))
 (let (($x506 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x510 (and $x313 $x506)))
 (let (($x2899 (= (_ bv1 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A)))
 (let (($x2891 (= (_ bv0 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A)))
 (let (($x2821 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A)))
 (let (($x2905 (bvult sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A (_ bv2 32))))
 (and $x2905 (=> $x2821 (and $x510 $x2828 $x2893 $x2891)) (=> $x2899 (and $x510 $x2828 $x2893 $x2837))))))))))))))))
(assert
 (let (($x2830 (= (_ bv102 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B)))
 (let (($x2795 (= (_ bv8 64) width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B)))
 (let ((?x56047 ((_ extract 31 5) tid.x@B)))
 (let ((?x58095 (concat (_ bv0 34) ?x56047 (_ bv0 3))))
 (let (($x2818 (= off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B ?x58095)))
 (let (($x56045 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x56046 (and $x313 $x56045)))
 (let (($x2792 (= (_ bv1 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B)))
 (let (($x2805 (= (_ bv0 32) epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B)))
 (let (($x2764 (= (_ bv0 32) sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B)))
 (let (($x2778 (bvult sel!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B (_ bv2 32))))
 (and $x2778 (=> $x2764 (and $x56046 $x2818 $x2795 $x2805)) (=> $x2792 (and $x56046 $x2818 $x2795 $x2830))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2771 (bvadd off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A)))
 (let (($x2847 (bvult off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B ?x2771)))
 (let ((?x2873 (bvadd off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B width!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B)))
 (let (($x2877 (bvult off!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A ?x2873)))
 (and $x2877 $x2847))))))
(assert
 (let (($x641 (= ctaid.z@A ctaid.z@B)))
 (let (($x4955 (= ctaid.y@A ctaid.y@B)))
 (let (($x4954 (= ctaid.x@A ctaid.x@B)))
 (and $x4954 $x4955 $x641)))))
(assert
 (= epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_A epoch!ww_shared__ZZ10sample_rowIfEvPKT_PKfPKjS4_PKyS8_PfPjjE5red64_epochs0-102_B))
(check-sat)
