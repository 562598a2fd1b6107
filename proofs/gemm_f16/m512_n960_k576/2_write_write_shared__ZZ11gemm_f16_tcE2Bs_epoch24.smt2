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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv15 32)))
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
 (bvult ctaid.x@B (_ bv15 32)))
(assert
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1150 (= (_ bv24 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A)))
 (let (($x1142 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A)))
 (let ((?x339 ((_ extract 1 0) tid.x@A)))
 (let ((?x468 (concat (_ bv0 26) ?x339 (_ bv0 3))))
 (let ((?x547 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x550 (bvadd ?x547 ?x468)))
 (let ((?x555 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x550 (_ bv0 1))))))
 (let ((?x559 (bvadd (_ bv18446744073709546496 64) ?x555)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x9152 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A ?x559) $x1142 $x1150)))
 (let ((?x469 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x468)))
 (let ((?x474 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x469 (_ bv0 1))))))
 (let ((?x479 (bvadd (_ bv18446744073709546496 64) ?x474)))
 (let (($x1141 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A ?x479)))
 (let (($x1152 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A) (and $x211 $x1141 $x1142 $x1150))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A (_ bv2 32)) $x1152 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A) $x9152))))))))))))))))))
(assert
 (let (($x9309 (= (_ bv24 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B)))
 (let (($x9308 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B)))
 (let ((?x6051 ((_ extract 1 0) tid.x@B)))
 (let ((?x6344 (concat (_ bv0 26) ?x6051 (_ bv0 3))))
 (let ((?x6348 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6349 (bvadd ?x6348 ?x6344)))
 (let ((?x6352 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x6349 (_ bv0 1))))))
 (let ((?x6353 (bvadd (_ bv18446744073709546496 64) ?x6352)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x10160 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B ?x6353) $x9308 $x9309)))
 (let ((?x6395 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6396 (bvadd ?x6395 ?x6344)))
 (let ((?x6399 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x6396 (_ bv0 1))))))
 (let ((?x6400 (bvadd (_ bv18446744073709546496 64) ?x6399)))
 (let (($x1230 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B ?x6400) $x9308 $x9309)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B) $x1230) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B) $x10160))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1129 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A)))
 (let ((?x106 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A ?x106) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B ?x1129)))))
(assert
 (let (($x881 (= ctaid.z@A ctaid.z@B)))
 (let (($x868 (= ctaid.y@A ctaid.y@B)))
 (let (($x8354 (= ctaid.x@A ctaid.x@B)))
 (and $x8354 $x868 $x881)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch24_B))
(check-sat)
