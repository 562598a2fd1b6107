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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B () (_ BitVec 32))
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
 (let (($x9538 (= (_ bv0 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A)))
 (let (($x9537 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A)))
 (let ((?x373 ((_ extract 1 0) tid.x@A)))
 (let ((?x457 (concat (_ bv0 26) ?x373 (_ bv0 3))))
 (let ((?x536 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x539 (bvadd ?x536 ?x457)))
 (let ((?x544 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x539 (_ bv0 1))))))
 (let ((?x548 (bvadd (_ bv18446744073709546496 64) ?x544)))
 (let (($x201 (= param!power (_ bv1 32))))
 (let (($x9553 (and $x201 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A ?x548) $x9537 $x9538)))
 (let ((?x458 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x457)))
 (let ((?x463 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x458 (_ bv0 1))))))
 (let ((?x468 (bvadd (_ bv18446744073709546496 64) ?x463)))
 (let (($x9533 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A ?x468)))
 (let (($x9540 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A) (and $x201 $x9533 $x9537 $x9538))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A (_ bv2 32)) $x9540 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A) $x9553))))))))))))))))))
(assert
 (let (($x13876 (= (_ bv0 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B)))
 (let (($x13874 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B)))
 (let ((?x847 ((_ extract 1 0) tid.x@B)))
 (let ((?x961 (concat (_ bv0 26) ?x847 (_ bv0 3))))
 (let ((?x1039 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1042 (bvadd ?x1039 ?x961)))
 (let ((?x1047 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x1042 (_ bv0 1))))))
 (let ((?x1051 (bvadd (_ bv18446744073709546496 64) ?x1047)))
 (let (($x201 (= param!power (_ bv1 32))))
 (let (($x13884 (and $x201 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B ?x1051) $x13874 $x13876)))
 (let ((?x962 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x961)))
 (let ((?x967 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x962 (_ bv0 1))))))
 (let ((?x971 (bvadd (_ bv18446744073709546496 64) ?x967)))
 (let (($x13873 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B ?x971)))
 (let (($x13881 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B) (and $x201 $x13873 $x13874 $x13876))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B (_ bv2 32)) $x13881 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B) $x13884))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1252 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A)))
 (let ((?x7303 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A ?x7303) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B ?x1252)))))
(assert
 (let (($x15327 (= ctaid.z@A ctaid.z@B)))
 (let (($x15323 (= ctaid.y@A ctaid.y@B)))
 (let (($x15322 (= ctaid.x@A ctaid.x@B)))
 (and $x15322 $x15323 $x15327)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B))
(check-sat)
