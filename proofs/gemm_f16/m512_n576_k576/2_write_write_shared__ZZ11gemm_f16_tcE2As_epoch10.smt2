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
 (bvule base!A (_ bv18446744073708961791 64)))
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
 (bvule base!C (_ bv18446744073708961791 64)))
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
 (bvult ctaid.y@A (_ bv8 32)))
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
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x17652 (= (_ bv10 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A)))
 (let (($x17651 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A)))
 (let ((?x336 ((_ extract 1 0) tid.x@A)))
 (let ((?x465 (concat (_ bv0 26) ?x336 (_ bv0 3))))
 (let ((?x544 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x547 (bvadd ?x544 ?x465)))
 (let ((?x550 (concat (_ bv0 32) ?x547 (_ bv0 1))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x17659 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A ?x550) $x17651 $x17652)))
 (let ((?x466 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x465)))
 (let ((?x469 (concat (_ bv0 32) ?x466 (_ bv0 1))))
 (let (($x17650 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A ?x469)))
 (let (($x17653 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A) (and $x208 $x17650 $x17651 $x17652))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A (_ bv2 32)) $x17653 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A) $x17659))))))))))))))))
(assert
 (let (($x17681 (= (_ bv10 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B)))
 (let (($x17679 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B)))
 (let ((?x901 ((_ extract 1 0) tid.x@B)))
 (let ((?x967 (concat (_ bv0 26) ?x901 (_ bv0 3))))
 (let ((?x1045 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1048 (bvadd ?x1045 ?x967)))
 (let ((?x1051 (concat (_ bv0 32) ?x1048 (_ bv0 1))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x10784 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B ?x1051) $x17679 $x17681)))
 (let ((?x968 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x967)))
 (let ((?x971 (concat (_ bv0 32) ?x968 (_ bv0 1))))
 (let (($x17678 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B ?x971)))
 (let (($x17682 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B) (and $x208 $x17678 $x17679 $x17681))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B (_ bv2 32)) $x17682 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B) $x10784))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x19554 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A)))
 (let ((?x19552 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A ?x19552) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B ?x19554)))))
(assert
 (let (($x15023 (= ctaid.z@A ctaid.z@B)))
 (let (($x15022 (= ctaid.y@A ctaid.y@B)))
 (let (($x15018 (= ctaid.x@A ctaid.x@B)))
 (and $x15018 $x15022 $x15023)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B))
(check-sat)
