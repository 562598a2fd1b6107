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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B () (_ BitVec 32))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073708765183 64)))
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
 (bvule base!C (_ bv18446744073709256703 64)))
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
 (bvult ctaid.y@A (_ bv4 32)))
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
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x20164 (= (_ bv46 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A)))
 (let (($x130 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A)))
 (let ((?x368 ((_ extract 1 0) tid.x@A)))
 (let ((?x471 (concat (_ bv0 26) ?x368 (_ bv0 3))))
 (let ((?x551 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x554 (bvadd ?x551 ?x471)))
 (let ((?x557 (concat (_ bv0 32) ?x554 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x1550 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A ?x557) $x130 $x20164)))
 (let ((?x472 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x471)))
 (let ((?x475 (concat (_ bv0 32) ?x472 (_ bv0 1))))
 (let (($x108 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A ?x475)))
 (let (($x23326 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A) (and $x211 $x108 $x130 $x20164))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A (_ bv2 32)) $x23326 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A) $x1550))))))))))))))))
(assert
 (let (($x19223 (= (_ bv46 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B)))
 (let (($x19222 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B)))
 (let ((?x889 ((_ extract 1 0) tid.x@B)))
 (let ((?x975 (concat (_ bv0 26) ?x889 (_ bv0 3))))
 (let ((?x1054 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1057 (bvadd ?x1054 ?x975)))
 (let ((?x1060 (concat (_ bv0 32) ?x1057 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x24375 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B ?x1060) $x19222 $x19223)))
 (let ((?x976 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x975)))
 (let ((?x979 (concat (_ bv0 32) ?x976 (_ bv0 1))))
 (let (($x19221 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B ?x979)))
 (let (($x24371 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B) (and $x211 $x19221 $x19222 $x19223))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B (_ bv2 32)) $x24371 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B) $x24375))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x24385 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A)))
 (let ((?x24383 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A ?x24383) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B ?x24385)))))
(assert
 (let (($x23396 (= ctaid.z@A ctaid.z@B)))
 (let (($x23383 (= ctaid.y@A ctaid.y@B)))
 (let (($x23382 (= ctaid.x@A ctaid.x@B)))
 (and $x23382 $x23383 $x23396)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch46_B))
(check-sat)
