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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv48 32)))
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
 (bvult ctaid.x@B (_ bv48 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x9802 (= (_ bv20 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A)))
 (let (($x1155 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A)))
 (let ((?x368 ((_ extract 1 0) tid.x@A)))
 (let ((?x470 (concat (_ bv0 26) ?x368 (_ bv0 3))))
 (let ((?x550 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x553 (bvadd ?x550 ?x470)))
 (let ((?x558 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x553 (_ bv0 1))))))
 (let ((?x562 (bvadd (_ bv18446744073709546496 64) ?x558)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x899 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A ?x562) $x1155 $x9802)))
 (let ((?x471 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x470)))
 (let ((?x476 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x471 (_ bv0 1))))))
 (let ((?x481 (bvadd (_ bv18446744073709546496 64) ?x476)))
 (let (($x1154 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A ?x481)))
 (let (($x998 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A) (and $x211 $x1154 $x1155 $x9802))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A (_ bv2 32)) $x998 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A) $x899))))))))))))))))))
(assert
 (let (($x8540 (= (_ bv20 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B)))
 (let (($x8536 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B)))
 (let ((?x6040 ((_ extract 1 0) tid.x@B)))
 (let ((?x6333 (concat (_ bv0 26) ?x6040 (_ bv0 3))))
 (let ((?x6337 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6338 (bvadd ?x6337 ?x6333)))
 (let ((?x6341 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x6338 (_ bv0 1))))))
 (let ((?x6342 (bvadd (_ bv18446744073709546496 64) ?x6341)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x96 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B ?x6342) $x8536 $x8540)))
 (let ((?x6385 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6386 (bvadd ?x6385 ?x6333)))
 (let ((?x6389 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x6386 (_ bv0 1))))))
 (let ((?x6390 (bvadd (_ bv18446744073709546496 64) ?x6389)))
 (let (($x8537 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B ?x6390) $x8536 $x8540)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B) $x8537) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B) $x96))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x155 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A)))
 (let ((?x84 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A ?x84) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B ?x155)))))
(assert
 (let (($x955 (= ctaid.z@A ctaid.z@B)))
 (let (($x926 (= ctaid.y@A ctaid.y@B)))
 (let (($x9380 (= ctaid.x@A ctaid.x@B)))
 (and $x9380 $x926 $x955)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch20_B))
(check-sat)
