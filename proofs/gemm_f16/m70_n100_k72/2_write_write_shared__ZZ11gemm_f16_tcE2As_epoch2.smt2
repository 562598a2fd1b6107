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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
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
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x5570 (= (_ bv2 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A)))
 (let (($x5569 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A)))
 (let ((?x369 ((_ extract 1 0) tid.x@A)))
 (let ((?x466 (concat (_ bv0 26) ?x369 (_ bv0 3))))
 (let ((?x545 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x548 (bvadd ?x545 ?x466)))
 (let ((?x551 (concat (_ bv0 32) ?x548 (_ bv0 1))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x5567 (and $x207 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A ?x551) $x5569 $x5570)))
 (let ((?x467 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x466)))
 (let ((?x470 (concat (_ bv0 32) ?x467 (_ bv0 1))))
 (let (($x5314 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A ?x470)))
 (let (($x910 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A) (and $x207 $x5314 $x5569 $x5570))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A (_ bv2 32)) $x910 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A) $x5567))))))))))))))))
(assert
 (let (($x6107 (= (_ bv2 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B)))
 (let (($x5341 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B)))
 (let ((?x3068 ((_ extract 1 0) tid.x@B)))
 (let ((?x3361 (concat (_ bv0 26) ?x3068 (_ bv0 3))))
 (let ((?x3365 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x3366 (bvadd ?x3365 ?x3361)))
 (let ((?x3371 (concat (_ bv0 32) ?x3366 (_ bv0 1))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x6252 (and $x207 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B ?x3371) $x5341 $x6107)))
 (let ((?x3412 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x3413 (bvadd ?x3412 ?x3361)))
 (let ((?x3418 (concat (_ bv0 32) ?x3413 (_ bv0 1))))
 (let (($x6108 (and $x207 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B ?x3418) $x5341 $x6107)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B) $x6108) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B) $x6252))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1103 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A)))
 (let ((?x5275 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A ?x5275) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B ?x1103)))))
(assert
 (let (($x5149 (= ctaid.z@A ctaid.z@B)))
 (let (($x972 (= ctaid.y@A ctaid.y@B)))
 (let (($x5056 (= ctaid.x@A ctaid.x@B)))
 (and $x5056 $x972 $x5149)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B))
(check-sat)
