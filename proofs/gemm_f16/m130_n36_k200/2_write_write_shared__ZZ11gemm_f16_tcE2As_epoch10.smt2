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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B () (_ BitVec 32))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073709499615 64)))
(assert
 (and (distinct base!A (_ bv0 64)) true))
(assert
 (= (bvand base!B (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!B (_ bv18446744073709537215 64)))
(assert
 (and (distinct base!B (_ bv0 64)) true))
(assert
 (= (bvand base!C (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!C (_ bv18446744073709542255 64)))
(assert
 (and (distinct base!C (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x9025 (= (_ bv10 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A)))
 (let (($x9023 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A)))
 (let ((?x388 ((_ extract 1 0) tid.x@A)))
 (let ((?x464 (concat (_ bv0 26) ?x388 (_ bv0 3))))
 (let ((?x543 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x546 (bvadd ?x543 ?x464)))
 (let ((?x549 (concat (_ bv0 32) ?x546 (_ bv0 1))))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x9033 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A ?x549) $x9023 $x9025)))
 (let ((?x465 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x464)))
 (let ((?x468 (concat (_ bv0 32) ?x465 (_ bv0 1))))
 (let (($x9022 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A ?x468)))
 (let (($x9030 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A) (and $x209 $x9022 $x9023 $x9025))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A (_ bv2 32)) $x9030 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A) $x9033))))))))))))))))
(assert
 (let (($x9055 (= (_ bv10 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B)))
 (let (($x9054 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B)))
 (let ((?x901 ((_ extract 1 0) tid.x@B)))
 (let ((?x966 (concat (_ bv0 26) ?x901 (_ bv0 3))))
 (let ((?x1044 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1047 (bvadd ?x1044 ?x966)))
 (let ((?x1050 (concat (_ bv0 32) ?x1047 (_ bv0 1))))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x9087 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B ?x1050) $x9054 $x9055)))
 (let ((?x967 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x966)))
 (let ((?x970 (concat (_ bv0 32) ?x967 (_ bv0 1))))
 (let (($x9053 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B ?x970)))
 (let (($x9059 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B) (and $x209 $x9053 $x9054 $x9055))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B (_ bv2 32)) $x9059 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B) $x9087))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9097 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A)))
 (let ((?x9095 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A ?x9095) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B ?x9097)))))
(assert
 (let (($x13582 (= ctaid.z@A ctaid.z@B)))
 (let (($x13581 (= ctaid.y@A ctaid.y@B)))
 (let (($x13576 (= ctaid.x@A ctaid.x@B)))
 (and $x13576 $x13581 $x13582)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B))
(check-sat)
