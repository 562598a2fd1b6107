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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B () (_ BitVec 32))
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
 (let (($x9007 (= (_ bv12 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A)))
 (let (($x9006 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A)))
 (let ((?x366 ((_ extract 1 0) tid.x@A)))
 (let ((?x469 (concat (_ bv0 26) ?x366 (_ bv0 3))))
 (let ((?x549 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x552 (bvadd ?x549 ?x469)))
 (let ((?x557 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x552 (_ bv0 1))))))
 (let ((?x561 (bvadd (_ bv18446744073709546496 64) ?x557)))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x1160 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A ?x561) $x9006 $x9007)))
 (let ((?x470 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x469)))
 (let ((?x475 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x470 (_ bv0 1))))))
 (let ((?x480 (bvadd (_ bv18446744073709546496 64) ?x475)))
 (let (($x9990 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A ?x480)))
 (let (($x9586 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A) (and $x209 $x9990 $x9006 $x9007))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A (_ bv2 32)) $x9586 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A) $x1160))))))))))))))))))
(assert
 (let (($x10129 (= (_ bv12 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B)))
 (let (($x10094 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B)))
 (let ((?x6056 ((_ extract 1 0) tid.x@B)))
 (let ((?x6349 (concat (_ bv0 26) ?x6056 (_ bv0 3))))
 (let ((?x6353 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6354 (bvadd ?x6353 ?x6349)))
 (let ((?x6357 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x6354 (_ bv0 1))))))
 (let ((?x6358 (bvadd (_ bv18446744073709546496 64) ?x6357)))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x10096 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B ?x6358) $x10094 $x10129)))
 (let ((?x6401 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6402 (bvadd ?x6401 ?x6349)))
 (let ((?x6405 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x6402 (_ bv0 1))))))
 (let ((?x6406 (bvadd (_ bv18446744073709546496 64) ?x6405)))
 (let (($x10127 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B ?x6406) $x10094 $x10129)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B) $x10127) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B) $x10096))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9363 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A)))
 (let ((?x9066 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A ?x9066) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B ?x9363)))))
(assert
 (let (($x902 (= ctaid.z@A ctaid.z@B)))
 (let (($x901 (= ctaid.y@A ctaid.y@B)))
 (let (($x900 (= ctaid.x@A ctaid.x@B)))
 (and $x900 $x901 $x902)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch12_B))
(check-sat)
