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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B () (_ BitVec 32))
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
 (let (($x9359 (= (_ bv10 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A)))
 (let (($x9358 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A)))
 (let ((?x339 ((_ extract 1 0) tid.x@A)))
 (let ((?x469 (concat (_ bv0 26) ?x339 (_ bv0 3))))
 (let ((?x549 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x552 (bvadd ?x549 ?x469)))
 (let ((?x555 (concat (_ bv0 32) ?x552 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x10679 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A ?x555) $x9358 $x9359)))
 (let ((?x470 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x469)))
 (let ((?x473 (concat (_ bv0 32) ?x470 (_ bv0 1))))
 (let (($x9357 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A ?x473)))
 (let (($x10102 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A) (and $x211 $x9357 $x9358 $x9359))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A (_ bv2 32)) $x10102 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A) $x10679))))))))))))))))
(assert
 (let (($x8391 (= (_ bv10 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B)))
 (let (($x8243 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B)))
 (let ((?x6038 ((_ extract 1 0) tid.x@B)))
 (let ((?x6331 (concat (_ bv0 26) ?x6038 (_ bv0 3))))
 (let ((?x6335 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6336 (bvadd ?x6335 ?x6331)))
 (let ((?x6341 (concat (_ bv0 32) ?x6336 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x1216 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B ?x6341) $x8243 $x8391)))
 (let ((?x6383 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6384 (bvadd ?x6383 ?x6331)))
 (let ((?x6389 (concat (_ bv0 32) ?x6384 (_ bv0 1))))
 (let (($x8393 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B ?x6389) $x8243 $x8391)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B) $x8393) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B) $x1216))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8949 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A)))
 (let ((?x1220 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A ?x1220) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B ?x8949)))))
(assert
 (let (($x9296 (= ctaid.z@A ctaid.z@B)))
 (let (($x9295 (= ctaid.y@A ctaid.y@B)))
 (let (($x9291 (= ctaid.x@A ctaid.x@B)))
 (and $x9291 $x9295 $x9296)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B))
(check-sat)
