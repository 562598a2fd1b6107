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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B () (_ BitVec 32))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073709543423 64)))
(assert
 (and (distinct base!A (_ bv0 64)) true))
(assert
 (= (bvand base!B (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!B (_ bv18446744073709543423 64)))
(assert
 (and (distinct base!B (_ bv0 64)) true))
(assert
 (= (bvand base!C (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!C (_ bv18446744073709543423 64)))
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
 (bvult ctaid.y@A (_ bv1 32)))
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
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x8859 (= (_ bv2 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A)))
 (let (($x8846 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A)))
 (let ((?x373 ((_ extract 1 0) tid.x@A)))
 (let ((?x457 (concat (_ bv0 26) ?x373 (_ bv0 3))))
 (let ((?x536 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x539 (bvadd ?x536 ?x457)))
 (let ((?x542 (concat (_ bv0 32) ?x539 (_ bv0 1))))
 (let (($x201 (= param!power (_ bv1 32))))
 (let (($x15383 (and $x201 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A ?x542) $x8846 $x8859)))
 (let ((?x458 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x457)))
 (let ((?x461 (concat (_ bv0 32) ?x458 (_ bv0 1))))
 (let (($x15376 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A ?x461)))
 (let (($x15377 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A) (and $x201 $x15376 $x8846 $x8859))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A (_ bv2 32)) $x15377 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A) $x15383))))))))))))))))
(assert
 (let (($x15452 (= (_ bv2 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B)))
 (let (($x15451 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B)))
 (let ((?x847 ((_ extract 1 0) tid.x@B)))
 (let ((?x961 (concat (_ bv0 26) ?x847 (_ bv0 3))))
 (let ((?x1039 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1042 (bvadd ?x1039 ?x961)))
 (let ((?x1045 (concat (_ bv0 32) ?x1042 (_ bv0 1))))
 (let (($x201 (= param!power (_ bv1 32))))
 (let (($x15500 (and $x201 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B ?x1045) $x15451 $x15452)))
 (let ((?x962 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x961)))
 (let ((?x965 (concat (_ bv0 32) ?x962 (_ bv0 1))))
 (let (($x15420 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B ?x965)))
 (let (($x15598 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B) (and $x201 $x15420 $x15451 $x15452))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B (_ bv2 32)) $x15598 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B) $x15500))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9519 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A)))
 (let ((?x12795 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A ?x12795) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B ?x9519)))))
(assert
 (let (($x15327 (= ctaid.z@A ctaid.z@B)))
 (let (($x15323 (= ctaid.y@A ctaid.y@B)))
 (let (($x15322 (= ctaid.x@A ctaid.x@B)))
 (and $x15322 $x15323 $x15327)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B))
(check-sat)
