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
 (let (($x9244 (= (_ bv18 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A)))
 (let (($x9630 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A)))
 (let ((?x336 ((_ extract 1 0) tid.x@A)))
 (let ((?x465 (concat (_ bv0 26) ?x336 (_ bv0 3))))
 (let ((?x544 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x547 (bvadd ?x544 ?x465)))
 (let ((?x550 (concat (_ bv0 32) ?x547 (_ bv0 1))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x107 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A ?x550) $x9630 $x9244)))
 (let ((?x466 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x465)))
 (let ((?x469 (concat (_ bv0 32) ?x466 (_ bv0 1))))
 (let (($x9393 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A ?x469)))
 (let (($x1292 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A) (and $x208 $x9393 $x9630 $x9244))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A (_ bv2 32)) $x1292 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A) $x107))))))))))))))))
(assert
 (let (($x756 (= (_ bv18 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B)))
 (let (($x8988 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B)))
 (let ((?x6051 ((_ extract 1 0) tid.x@B)))
 (let ((?x6344 (concat (_ bv0 26) ?x6051 (_ bv0 3))))
 (let ((?x6348 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6349 (bvadd ?x6348 ?x6344)))
 (let ((?x6354 (concat (_ bv0 32) ?x6349 (_ bv0 1))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x10667 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B ?x6354) $x8988 $x756)))
 (let ((?x6395 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6396 (bvadd ?x6395 ?x6344)))
 (let ((?x6401 (concat (_ bv0 32) ?x6396 (_ bv0 1))))
 (let (($x1229 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B ?x6401) $x8988 $x756)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B) $x1229) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B) $x10667))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9259 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A)))
 (let ((?x9260 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A ?x9260) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B ?x9259)))))
(assert
 (let (($x9751 (= ctaid.z@A ctaid.z@B)))
 (let (($x9747 (= ctaid.y@A ctaid.y@B)))
 (let (($x9746 (= ctaid.x@A ctaid.x@B)))
 (and $x9746 $x9747 $x9751)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch18_B))
(check-sat)
