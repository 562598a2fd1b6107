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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B () (_ BitVec 32))
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
 (let (($x18804 (= (_ bv34 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A)))
 (let (($x18803 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A)))
 (let ((?x343 ((_ extract 1 0) tid.x@A)))
 (let ((?x468 (concat (_ bv0 26) ?x343 (_ bv0 3))))
 (let ((?x548 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x551 (bvadd ?x548 ?x468)))
 (let ((?x556 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x551 (_ bv0 1))))))
 (let ((?x560 (bvadd (_ bv18446744073709546496 64) ?x556)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x18824 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A ?x560) $x18803 $x18804)))
 (let ((?x469 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x468)))
 (let ((?x474 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x469 (_ bv0 1))))))
 (let ((?x479 (bvadd (_ bv18446744073709546496 64) ?x474)))
 (let (($x10581 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A ?x479)))
 (let (($x18822 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A) (and $x211 $x10581 $x18803 $x18804))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A (_ bv2 32)) $x18822 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A) $x18824))))))))))))))))))
(assert
 (let (($x18848 (= (_ bv34 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B)))
 (let (($x18847 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B)))
 (let ((?x866 ((_ extract 1 0) tid.x@B)))
 (let ((?x972 (concat (_ bv0 26) ?x866 (_ bv0 3))))
 (let ((?x1051 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1054 (bvadd ?x1051 ?x972)))
 (let ((?x1059 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x1054 (_ bv0 1))))))
 (let ((?x1063 (bvadd (_ bv18446744073709546496 64) ?x1059)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x18857 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B ?x1063) $x18847 $x18848)))
 (let ((?x973 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x972)))
 (let ((?x978 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x973 (_ bv0 1))))))
 (let ((?x982 (bvadd (_ bv18446744073709546496 64) ?x978)))
 (let (($x18841 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B ?x982)))
 (let (($x18850 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B) (and $x211 $x18841 $x18847 $x18848))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B (_ bv2 32)) $x18850 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B) $x18857))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x18875 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A)))
 (let ((?x18879 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A ?x18879) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B ?x18875)))))
(assert
 (let (($x15061 (= ctaid.z@A ctaid.z@B)))
 (let (($x15060 (= ctaid.y@A ctaid.y@B)))
 (let (($x15049 (= ctaid.x@A ctaid.x@B)))
 (and $x15049 $x15060 $x15061)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch34_B))
(check-sat)
