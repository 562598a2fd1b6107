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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B () (_ BitVec 32))
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
 (let (($x8436 (= (_ bv20 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A)))
 (let (($x8435 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A)))
 (let ((?x340 ((_ extract 1 0) tid.x@A)))
 (let ((?x465 (concat (_ bv0 26) ?x340 (_ bv0 3))))
 (let ((?x545 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x548 (bvadd ?x545 ?x465)))
 (let ((?x551 (concat (_ bv0 32) ?x548 (_ bv0 1))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x8712 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A ?x551) $x8435 $x8436)))
 (let ((?x466 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x465)))
 (let ((?x469 (concat (_ bv0 32) ?x466 (_ bv0 1))))
 (let (($x8448 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A ?x469)))
 (let (($x8438 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A) (and $x208 $x8448 $x8435 $x8436))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A (_ bv2 32)) $x8438 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A) $x8712))))))))))))))))
(assert
 (let (($x9249 (= (_ bv20 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B)))
 (let (($x9245 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B)))
 (let ((?x6058 ((_ extract 1 0) tid.x@B)))
 (let ((?x6351 (concat (_ bv0 26) ?x6058 (_ bv0 3))))
 (let ((?x6355 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6356 (bvadd ?x6355 ?x6351)))
 (let ((?x6361 (concat (_ bv0 32) ?x6356 (_ bv0 1))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1005 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B ?x6361) $x9245 $x9249)))
 (let ((?x6403 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6404 (bvadd ?x6403 ?x6351)))
 (let ((?x6409 (concat (_ bv0 32) ?x6404 (_ bv0 1))))
 (let (($x1291 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B ?x6409) $x9245 $x9249)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B) $x1291) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B) $x1005))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8972 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A)))
 (let ((?x1009 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A ?x1009) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B ?x8972)))))
(assert
 (let (($x9773 (= ctaid.z@A ctaid.z@B)))
 (let (($x9755 (= ctaid.y@A ctaid.y@B)))
 (let (($x9754 (= ctaid.x@A ctaid.x@B)))
 (and $x9754 $x9755 $x9773)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch20_B))
(check-sat)
