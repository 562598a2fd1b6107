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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B () (_ BitVec 32))
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
 (let (($x9936 (= (_ bv28 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A)))
 (let (($x9935 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A)))
 (let ((?x339 ((_ extract 1 0) tid.x@A)))
 (let ((?x468 (concat (_ bv0 26) ?x339 (_ bv0 3))))
 (let ((?x547 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x550 (bvadd ?x547 ?x468)))
 (let ((?x553 (concat (_ bv0 32) ?x550 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x9139 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A ?x553) $x9935 $x9936)))
 (let ((?x469 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x468)))
 (let ((?x472 (concat (_ bv0 32) ?x469 (_ bv0 1))))
 (let (($x9934 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A ?x472)))
 (let (($x9938 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A) (and $x211 $x9934 $x9935 $x9936))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A (_ bv2 32)) $x9938 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A) $x9139))))))))))))))))
(assert
 (let (($x147 (= (_ bv28 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B)))
 (let (($x9515 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B)))
 (let ((?x6051 ((_ extract 1 0) tid.x@B)))
 (let ((?x6344 (concat (_ bv0 26) ?x6051 (_ bv0 3))))
 (let ((?x6348 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6349 (bvadd ?x6348 ?x6344)))
 (let ((?x6354 (concat (_ bv0 32) ?x6349 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x183 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B ?x6354) $x9515 $x147)))
 (let ((?x6395 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6396 (bvadd ?x6395 ?x6344)))
 (let ((?x6401 (concat (_ bv0 32) ?x6396 (_ bv0 1))))
 (let (($x171 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B ?x6401) $x9515 $x147)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B) $x171) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B) $x183))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1079 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A)))
 (let ((?x180 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A ?x180) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B ?x1079)))))
(assert
 (let (($x881 (= ctaid.z@A ctaid.z@B)))
 (let (($x868 (= ctaid.y@A ctaid.y@B)))
 (let (($x8354 (= ctaid.x@A ctaid.x@B)))
 (and $x8354 $x868 $x881)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B))
(check-sat)
