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
 (bvult ctaid.x@A (_ bv48 32)))
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
 (bvult ctaid.x@B (_ bv48 32)))
(assert
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x9347 (= (_ bv2 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A)))
 (let (($x9345 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A)))
 (let ((?x339 ((_ extract 1 0) tid.x@A)))
 (let ((?x469 (concat (_ bv0 26) ?x339 (_ bv0 3))))
 (let ((?x549 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x552 (bvadd ?x549 ?x469)))
 (let ((?x555 (concat (_ bv0 32) ?x552 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x9378 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A ?x555) $x9345 $x9347)))
 (let ((?x470 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x469)))
 (let ((?x473 (concat (_ bv0 32) ?x470 (_ bv0 1))))
 (let (($x9344 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A ?x473)))
 (let (($x9349 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A) (and $x211 $x9344 $x9345 $x9347))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A (_ bv2 32)) $x9349 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A) $x9378))))))))))))))))
(assert
 (let (($x9374 (= (_ bv2 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B)))
 (let (($x9369 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B)))
 (let ((?x6038 ((_ extract 1 0) tid.x@B)))
 (let ((?x6331 (concat (_ bv0 26) ?x6038 (_ bv0 3))))
 (let ((?x6335 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6336 (bvadd ?x6335 ?x6331)))
 (let ((?x6341 (concat (_ bv0 32) ?x6336 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x9380 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B ?x6341) $x9369 $x9374)))
 (let ((?x6383 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6384 (bvadd ?x6383 ?x6331)))
 (let ((?x6389 (concat (_ bv0 32) ?x6384 (_ bv0 1))))
 (let (($x9375 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B ?x6389) $x9369 $x9374)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B) $x9375) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B) $x9380))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x125 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A)))
 (let ((?x10700 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A ?x10700) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B ?x125)))))
(assert
 (let (($x9296 (= ctaid.z@A ctaid.z@B)))
 (let (($x9295 (= ctaid.y@A ctaid.y@B)))
 (let (($x9291 (= ctaid.x@A ctaid.x@B)))
 (and $x9291 $x9295 $x9296)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B))
(check-sat)
