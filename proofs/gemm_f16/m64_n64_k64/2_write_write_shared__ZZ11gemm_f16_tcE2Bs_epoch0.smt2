; benchmark generated from python API
(set-info :status unknown)
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
 (let (($x6578 (= (_ bv0 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A)))
 (let (($x6577 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A)))
 (let ((?x373 ((_ extract 1 0) tid.x@A)))
 (let ((?x457 (concat (_ bv0 26) ?x373 (_ bv0 3))))
 (let ((?x536 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x539 (bvadd ?x536 ?x457)))
 (let ((?x544 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x539 (_ bv0 1))))))
 (let ((?x548 (bvadd (_ bv18446744073709546496 64) ?x544)))
 (let (($x201 (= param!power (_ bv1 32))))
 (let (($x6613 (and $x201 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A ?x548) $x6577 $x6578)))
 (let ((?x458 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x457)))
 (let ((?x463 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x458 (_ bv0 1))))))
 (let ((?x468 (bvadd (_ bv18446744073709546496 64) ?x463)))
 (let (($x6573 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A ?x468)))
 (let (($x6580 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A) (and $x201 $x6573 $x6577 $x6578))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A (_ bv2 32)) $x6580 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A) $x6613))))))))))))))))))
(assert
 (let (($x6662 (= (_ bv0 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B)))
 (let (($x6661 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B)))
 (let ((?x2152 ((_ extract 1 0) tid.x@B)))
 (let ((?x3091 (concat (_ bv0 26) ?x2152 (_ bv0 3))))
 (let ((?x3095 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x3096 (bvadd ?x3095 ?x3091)))
 (let ((?x3099 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x3096 (_ bv0 1))))))
 (let ((?x3100 (bvadd (_ bv18446744073709546496 64) ?x3099)))
 (let (($x201 (= param!power (_ bv1 32))))
 (let (($x6668 (and $x201 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B ?x3100) $x6661 $x6662)))
 (let ((?x3140 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x3141 (bvadd ?x3140 ?x3091)))
 (let ((?x3144 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x3141 (_ bv0 1))))))
 (let ((?x3145 (bvadd (_ bv18446744073709546496 64) ?x3144)))
 (let (($x6663 (and $x201 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B ?x3145) $x6661 $x6662)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B) $x6663) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B) $x6668))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8813 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A)))
 (let ((?x6672 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A ?x6672) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B ?x8813)))))
(assert
 (let (($x12008 (= ctaid.z@A ctaid.z@B)))
 (let (($x12004 (= ctaid.y@A ctaid.y@B)))
 (let (($x12003 (= ctaid.x@A ctaid.x@B)))
 (and $x12003 $x12004 $x12008)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch0_B))
(check-sat)
