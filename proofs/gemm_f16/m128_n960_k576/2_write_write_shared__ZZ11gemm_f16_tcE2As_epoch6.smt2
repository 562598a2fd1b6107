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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv15 32)))
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
 (bvult ctaid.x@B (_ bv15 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x10124 (= (_ bv6 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A)))
 (let (($x10123 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A)))
 (let ((?x343 ((_ extract 1 0) tid.x@A)))
 (let ((?x468 (concat (_ bv0 26) ?x343 (_ bv0 3))))
 (let ((?x548 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x551 (bvadd ?x548 ?x468)))
 (let ((?x554 (concat (_ bv0 32) ?x551 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x9359 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A ?x554) $x10123 $x10124)))
 (let ((?x469 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x468)))
 (let ((?x472 (concat (_ bv0 32) ?x469 (_ bv0 1))))
 (let (($x10118 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A ?x472)))
 (let (($x10130 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A) (and $x211 $x10118 $x10123 $x10124))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A (_ bv2 32)) $x10130 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A) $x9359))))))))))))))))
(assert
 (let (($x104 (= (_ bv6 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B)))
 (let (($x8388 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B)))
 (let ((?x6058 ((_ extract 1 0) tid.x@B)))
 (let ((?x6351 (concat (_ bv0 26) ?x6058 (_ bv0 3))))
 (let ((?x6355 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6356 (bvadd ?x6355 ?x6351)))
 (let ((?x6361 (concat (_ bv0 32) ?x6356 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x1213 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B ?x6361) $x8388 $x104)))
 (let ((?x6403 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6404 (bvadd ?x6403 ?x6351)))
 (let ((?x6409 (concat (_ bv0 32) ?x6404 (_ bv0 1))))
 (let (($x174 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B ?x6409) $x8388 $x104)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B) $x174) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B) $x1213))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8948 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A)))
 (let ((?x1217 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A ?x1217) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B ?x8948)))))
(assert
 (let (($x907 (= ctaid.z@A ctaid.z@B)))
 (let (($x906 (= ctaid.y@A ctaid.y@B)))
 (let (($x905 (= ctaid.x@A ctaid.x@B)))
 (and $x905 $x906 $x907)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch6_B))
(check-sat)
