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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B () (_ BitVec 32))
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
 (let (($x848 (= (_ bv16 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A)))
 (let (($x9247 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A)))
 (let ((?x336 ((_ extract 1 0) tid.x@A)))
 (let ((?x465 (concat (_ bv0 26) ?x336 (_ bv0 3))))
 (let ((?x544 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x547 (bvadd ?x544 ?x465)))
 (let ((?x552 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x547 (_ bv0 1))))))
 (let ((?x556 (bvadd (_ bv18446744073709546496 64) ?x552)))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x8536 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A ?x556) $x9247 $x848)))
 (let ((?x466 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x465)))
 (let ((?x471 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x466 (_ bv0 1))))))
 (let ((?x476 (bvadd (_ bv18446744073709546496 64) ?x471)))
 (let (($x1191 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A ?x476)))
 (let (($x8831 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A) (and $x208 $x1191 $x9247 $x848))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A (_ bv2 32)) $x8831 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A) $x8536))))))))))))))))))
(assert
 (let (($x10002 (= (_ bv16 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B)))
 (let (($x10001 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B)))
 (let ((?x6051 ((_ extract 1 0) tid.x@B)))
 (let ((?x6344 (concat (_ bv0 26) ?x6051 (_ bv0 3))))
 (let ((?x6348 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6349 (bvadd ?x6348 ?x6344)))
 (let ((?x6352 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x6349 (_ bv0 1))))))
 (let ((?x6353 (bvadd (_ bv18446744073709546496 64) ?x6352)))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x10583 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B ?x6353) $x10001 $x10002)))
 (let ((?x6395 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6396 (bvadd ?x6395 ?x6344)))
 (let ((?x6399 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x6396 (_ bv0 1))))))
 (let ((?x6400 (bvadd (_ bv18446744073709546496 64) ?x6399)))
 (let (($x10576 (and $x208 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B ?x6400) $x10001 $x10002)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B) $x10576) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B) $x10583))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1143 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A)))
 (let ((?x10580 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A ?x10580) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B ?x1143)))))
(assert
 (let (($x9751 (= ctaid.z@A ctaid.z@B)))
 (let (($x9747 (= ctaid.y@A ctaid.y@B)))
 (let (($x9746 (= ctaid.x@A ctaid.x@B)))
 (and $x9746 $x9747 $x9751)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch16_B))
(check-sat)
