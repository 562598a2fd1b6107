; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!A () (_ BitVec 64))
(declare-fun base!B () (_ BitVec 64))
(declare-fun base!C () (_ BitVec 64))
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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B () (_ BitVec 32))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!A (_ bv0 64)) true))
(assert
 (= (bvand base!B (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!B (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!B (_ bv0 64)) true))
(assert
 (= (bvand base!C (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!C (_ bv18446744073709305855 64)))
(assert
 (and (distinct base!C (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv15 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv15 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x280 (= (_ bv28 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A)))
 (let (($x279 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A)))
 (let ((?x343 ((_ extract 1 0) tid.x@A)))
 (let ((?x468 (concat (_ bv0 26) ?x343 (_ bv0 3))))
 (let ((?x548 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x551 (bvadd ?x548 ?x468)))
 (let ((?x554 (concat (_ bv0 32) ?x551 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x3915 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A ?x554) $x279 $x280)))
 (let ((?x469 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x468)))
 (let ((?x472 (concat (_ bv0 32) ?x469 (_ bv0 1))))
 (let (($x1480 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A ?x472)))
 (let (($x11274 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A) (and $x211 $x1480 $x279 $x280))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A (_ bv2 32)) $x11274 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A) $x3915))))))))))))))))
(assert
 (let (($x3652 (= (_ bv28 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B)))
 (let (($x3805 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B)))
 (let ((?x866 ((_ extract 1 0) tid.x@B)))
 (let ((?x972 (concat (_ bv0 26) ?x866 (_ bv0 3))))
 (let ((?x1051 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1054 (bvadd ?x1051 ?x972)))
 (let ((?x1057 (concat (_ bv0 32) ?x1054 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x3657 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B ?x1057) $x3805 $x3652)))
 (let ((?x973 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x972)))
 (let ((?x976 (concat (_ bv0 32) ?x973 (_ bv0 1))))
 (let (($x4612 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B ?x976)))
 (let (($x3706 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B) (and $x211 $x4612 $x3805 $x3652))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B (_ bv2 32)) $x3706 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B) $x3657))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x4600 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A)))
 (let ((?x3736 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A ?x3736) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B ?x4600)))))
(assert
 (let (($x15061 (= ctaid.z@A ctaid.z@B)))
 (let (($x15060 (= ctaid.y@A ctaid.y@B)))
 (let (($x15049 (= ctaid.x@A ctaid.x@B)))
 (and $x15049 $x15060 $x15061)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B))
(check-sat)
