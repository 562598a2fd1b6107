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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B () (_ BitVec 32))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!A (_ bv0 64)) true))
(assert
 (= (bvand base!B (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!B (_ bv18446744073708888063 64)))
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
 (let (($x16223 (= (_ bv4 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A)))
 (let (($x16221 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A)))
 (let ((?x340 ((_ extract 1 0) tid.x@A)))
 (let ((?x465 (concat (_ bv0 26) ?x340 (_ bv0 3))))
 (let ((?x545 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x548 (bvadd ?x545 ?x465)))
 (let ((?x551 (concat (_ bv0 32) ?x548 (_ bv0 1))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x16335 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A ?x551) $x16221 $x16223)))
 (let ((?x466 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x465)))
 (let ((?x469 (concat (_ bv0 32) ?x466 (_ bv0 1))))
 (let (($x16220 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A ?x469)))
 (let (($x16332 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A) (and $x208 $x16220 $x16221 $x16223))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A (_ bv2 32)) $x16332 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A) $x16335))))))))))))))))
(assert
 (let (($x20699 (= (_ bv4 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B)))
 (let (($x20703 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B)))
 (let ((?x862 ((_ extract 1 0) tid.x@B)))
 (let ((?x968 (concat (_ bv0 26) ?x862 (_ bv0 3))))
 (let ((?x1047 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1050 (bvadd ?x1047 ?x968)))
 (let ((?x1053 (concat (_ bv0 32) ?x1050 (_ bv0 1))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x20710 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B ?x1053) $x20703 $x20699)))
 (let ((?x969 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x968)))
 (let ((?x972 (concat (_ bv0 32) ?x969 (_ bv0 1))))
 (let (($x20698 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B ?x972)))
 (let (($x20704 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B) (and $x208 $x20698 $x20703 $x20699))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B (_ bv2 32)) $x20704 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B) $x20710))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x20723 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A)))
 (let ((?x20716 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A ?x20716) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B ?x20723)))))
(assert
 (let (($x16306 (= ctaid.z@A ctaid.z@B)))
 (let (($x16305 (= ctaid.y@A ctaid.y@B)))
 (let (($x16301 (= ctaid.x@A ctaid.x@B)))
 (and $x16301 $x16305 $x16306)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch4_B))
(check-sat)
