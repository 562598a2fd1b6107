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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B () (_ BitVec 32))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073709541535 64)))
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
 (bvule base!C (_ bv18446744073709537615 64)))
(assert
 (and (distinct base!C (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
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
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x9522 (= (_ bv2 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A)))
 (let (($x9521 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A)))
 (let ((?x369 ((_ extract 1 0) tid.x@A)))
 (let ((?x466 (concat (_ bv0 26) ?x369 (_ bv0 3))))
 (let ((?x545 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x548 (bvadd ?x545 ?x466)))
 (let ((?x553 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x548 (_ bv0 1))))))
 (let ((?x557 (bvadd (_ bv18446744073709546496 64) ?x553)))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x9531 (and $x207 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A ?x557) $x9521 $x9522)))
 (let ((?x467 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x466)))
 (let ((?x472 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x467 (_ bv0 1))))))
 (let ((?x477 (bvadd (_ bv18446744073709546496 64) ?x472)))
 (let (($x9514 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A ?x477)))
 (let (($x9527 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A) (and $x207 $x9514 $x9521 $x9522))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A (_ bv2 32)) $x9527 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A) $x9531))))))))))))))))))
(assert
 (let (($x9555 (= (_ bv2 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B)))
 (let (($x9543 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B)))
 (let ((?x905 ((_ extract 1 0) tid.x@B)))
 (let ((?x971 (concat (_ bv0 26) ?x905 (_ bv0 3))))
 (let ((?x1049 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1052 (bvadd ?x1049 ?x971)))
 (let ((?x1057 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x1052 (_ bv0 1))))))
 (let ((?x1061 (bvadd (_ bv18446744073709546496 64) ?x1057)))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x9563 (and $x207 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B ?x1061) $x9543 $x9555)))
 (let ((?x972 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x971)))
 (let ((?x977 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x972 (_ bv0 1))))))
 (let ((?x981 (bvadd (_ bv18446744073709546496 64) ?x977)))
 (let (($x9564 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B ?x981)))
 (let (($x9560 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B) (and $x207 $x9564 $x9543 $x9555))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B (_ bv2 32)) $x9560 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B) $x9563))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x11540 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A)))
 (let ((?x9685 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A ?x9685) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B ?x11540)))))
(assert
 (let (($x14918 (= ctaid.z@A ctaid.z@B)))
 (let (($x14928 (= ctaid.y@A ctaid.y@B)))
 (let (($x14914 (= ctaid.x@A ctaid.x@B)))
 (and $x14914 $x14928 $x14918)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch2_B))
(check-sat)
