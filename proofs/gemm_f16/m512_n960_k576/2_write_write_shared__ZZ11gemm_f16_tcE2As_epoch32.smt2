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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B () (_ BitVec 32))
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
 (let (($x8498 (= (_ bv32 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A)))
 (let (($x9330 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A)))
 (let ((?x339 ((_ extract 1 0) tid.x@A)))
 (let ((?x468 (concat (_ bv0 26) ?x339 (_ bv0 3))))
 (let ((?x547 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x550 (bvadd ?x547 ?x468)))
 (let ((?x553 (concat (_ bv0 32) ?x550 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x912 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A ?x553) $x9330 $x8498)))
 (let ((?x469 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x468)))
 (let ((?x472 (concat (_ bv0 32) ?x469 (_ bv0 1))))
 (let (($x8312 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A ?x472)))
 (let (($x8500 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A) (and $x211 $x8312 $x9330 $x8498))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A (_ bv2 32)) $x8500 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A) $x912))))))))))))))))
(assert
 (let (($x10079 (= (_ bv32 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B)))
 (let (($x10078 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B)))
 (let ((?x6051 ((_ extract 1 0) tid.x@B)))
 (let ((?x6344 (concat (_ bv0 26) ?x6051 (_ bv0 3))))
 (let ((?x6348 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6349 (bvadd ?x6348 ?x6344)))
 (let ((?x6354 (concat (_ bv0 32) ?x6349 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x125 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B ?x6354) $x10078 $x10079)))
 (let ((?x6395 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6396 (bvadd ?x6395 ?x6344)))
 (let ((?x6401 (concat (_ bv0 32) ?x6396 (_ bv0 1))))
 (let (($x8980 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B ?x6401) $x10078 $x10079)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B) $x8980) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B) $x125))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8954 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A)))
 (let ((?x8886 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A ?x8886) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B ?x8954)))))
(assert
 (let (($x881 (= ctaid.z@A ctaid.z@B)))
 (let (($x868 (= ctaid.y@A ctaid.y@B)))
 (let (($x8354 (= ctaid.x@A ctaid.x@B)))
 (and $x8354 $x868 $x881)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch32_B))
(check-sat)
