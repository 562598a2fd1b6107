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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B () (_ BitVec 32))
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
 (let (($x9506 (= (_ bv16 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A)))
 (let (($x8336 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A)))
 (let ((?x336 ((_ extract 1 0) tid.x@A)))
 (let ((?x465 (concat (_ bv0 26) ?x336 (_ bv0 3))))
 (let ((?x544 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x547 (bvadd ?x544 ?x465)))
 (let ((?x550 (concat (_ bv0 32) ?x547 (_ bv0 1))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x8573 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A ?x550) $x8336 $x9506)))
 (let ((?x466 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x465)))
 (let ((?x469 (concat (_ bv0 32) ?x466 (_ bv0 1))))
 (let (($x1260 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A ?x469)))
 (let (($x10006 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A) (and $x208 $x1260 $x8336 $x9506))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A (_ bv2 32)) $x10006 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A) $x8573))))))))))))))))
(assert
 (let (($x8067 (= (_ bv16 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B)))
 (let (($x7918 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B)))
 (let ((?x6051 ((_ extract 1 0) tid.x@B)))
 (let ((?x6344 (concat (_ bv0 26) ?x6051 (_ bv0 3))))
 (let ((?x6348 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6349 (bvadd ?x6348 ?x6344)))
 (let ((?x6354 (concat (_ bv0 32) ?x6349 (_ bv0 1))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x8260 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B ?x6354) $x7918 $x8067)))
 (let ((?x6395 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6396 (bvadd ?x6395 ?x6344)))
 (let ((?x6401 (concat (_ bv0 32) ?x6396 (_ bv0 1))))
 (let (($x8284 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B ?x6401) $x7918 $x8067)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B) $x8284) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B) $x8260))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8085 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A)))
 (let ((?x8354 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A ?x8354) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B ?x8085)))))
(assert
 (let (($x9751 (= ctaid.z@A ctaid.z@B)))
 (let (($x9747 (= ctaid.y@A ctaid.y@B)))
 (let (($x9746 (= ctaid.x@A ctaid.x@B)))
 (and $x9746 $x9747 $x9751)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B))
(check-sat)
