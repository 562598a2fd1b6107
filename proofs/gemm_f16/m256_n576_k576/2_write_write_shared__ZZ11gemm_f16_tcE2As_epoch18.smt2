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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
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
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x9887 (= (_ bv18 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A)))
 (let (($x9886 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A)))
 (let ((?x366 ((_ extract 1 0) tid.x@A)))
 (let ((?x469 (concat (_ bv0 26) ?x366 (_ bv0 3))))
 (let ((?x549 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x552 (bvadd ?x549 ?x469)))
 (let ((?x555 (concat (_ bv0 32) ?x552 (_ bv0 1))))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x64 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A ?x555) $x9886 $x9887)))
 (let ((?x470 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x469)))
 (let ((?x473 (concat (_ bv0 32) ?x470 (_ bv0 1))))
 (let (($x9885 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A ?x473)))
 (let (($x10654 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A) (and $x209 $x9885 $x9886 $x9887))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A (_ bv2 32)) $x10654 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A) $x64))))))))))))))))
(assert
 (let (($x1211 (= (_ bv18 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B)))
 (let (($x1210 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B)))
 (let ((?x6056 ((_ extract 1 0) tid.x@B)))
 (let ((?x6349 (concat (_ bv0 26) ?x6056 (_ bv0 3))))
 (let ((?x6353 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6354 (bvadd ?x6353 ?x6349)))
 (let ((?x6359 (concat (_ bv0 32) ?x6354 (_ bv0 1))))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x10192 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B ?x6359) $x1210 $x1211)))
 (let ((?x6401 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6402 (bvadd ?x6401 ?x6349)))
 (let ((?x6407 (concat (_ bv0 32) ?x6402 (_ bv0 1))))
 (let (($x10193 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B ?x6407) $x1210 $x1211)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B) $x10193) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B) $x10192))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8397 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A)))
 (let ((?x8395 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A ?x8395) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B ?x8397)))))
(assert
 (let (($x902 (= ctaid.z@A ctaid.z@B)))
 (let (($x901 (= ctaid.y@A ctaid.y@B)))
 (let (($x900 (= ctaid.x@A ctaid.x@B)))
 (and $x900 $x901 $x902)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B))
(check-sat)
