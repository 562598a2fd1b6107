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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B () (_ BitVec 32))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073709158399 64)))
(assert
 (and (distinct base!A (_ bv0 64)) true))
(assert
 (= (bvand base!B (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!B (_ bv18446744073707782143 64)))
(assert
 (and (distinct base!B (_ bv0 64)) true))
(assert
 (= (bvand base!C (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!C (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!C (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
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
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x23237 (= (_ bv14 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A)))
 (let (($x23233 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A)))
 (let ((?x342 ((_ extract 1 0) tid.x@A)))
 (let ((?x467 (concat (_ bv0 26) ?x342 (_ bv0 3))))
 (let ((?x547 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x550 (bvadd ?x547 ?x467)))
 (let ((?x553 (concat (_ bv0 32) ?x550 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x23244 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A ?x553) $x23233 $x23237)))
 (let ((?x468 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x467)))
 (let ((?x471 (concat (_ bv0 32) ?x468 (_ bv0 1))))
 (let (($x23232 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A ?x471)))
 (let (($x23239 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A) (and $x210 $x23232 $x23233 $x23237))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A (_ bv2 32)) $x23239 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A) $x23244))))))))))))))))
(assert
 (let (($x23968 (= (_ bv14 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B)))
 (let (($x23967 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B)))
 (let ((?x864 ((_ extract 1 0) tid.x@B)))
 (let ((?x970 (concat (_ bv0 26) ?x864 (_ bv0 3))))
 (let ((?x1049 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1052 (bvadd ?x1049 ?x970)))
 (let ((?x1055 (concat (_ bv0 32) ?x1052 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x24134 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B ?x1055) $x23967 $x23968)))
 (let ((?x971 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x970)))
 (let ((?x974 (concat (_ bv0 32) ?x971 (_ bv0 1))))
 (let (($x23243 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B ?x974)))
 (let (($x24107 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B) (and $x210 $x23243 $x23967 $x23968))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B (_ bv2 32)) $x24107 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B) $x24134))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x24148 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A)))
 (let ((?x24141 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A ?x24141) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B ?x24148)))))
(assert
 (let (($x16758 (= ctaid.z@A ctaid.z@B)))
 (let (($x16757 (= ctaid.y@A ctaid.y@B)))
 (let (($x16756 (= ctaid.x@A ctaid.x@B)))
 (and $x16756 $x16757 $x16758)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch14_B))
(check-sat)
