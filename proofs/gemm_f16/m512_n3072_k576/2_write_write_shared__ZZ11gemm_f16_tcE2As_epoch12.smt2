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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B () (_ BitVec 32))
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
 (let (($x10542 (= (_ bv12 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A)))
 (let (($x10539 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A)))
 (let ((?x339 ((_ extract 1 0) tid.x@A)))
 (let ((?x469 (concat (_ bv0 26) ?x339 (_ bv0 3))))
 (let ((?x549 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x552 (bvadd ?x549 ?x469)))
 (let ((?x555 (concat (_ bv0 32) ?x552 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x9102 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A ?x555) $x10539 $x10542)))
 (let ((?x470 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x469)))
 (let ((?x473 (concat (_ bv0 32) ?x470 (_ bv0 1))))
 (let (($x8553 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A ?x473)))
 (let (($x10550 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A) (and $x211 $x8553 $x10539 $x10542))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A (_ bv2 32)) $x10550 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A) $x9102))))))))))))))))
(assert
 (let (($x9432 (= (_ bv12 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B)))
 (let (($x9431 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B)))
 (let ((?x6038 ((_ extract 1 0) tid.x@B)))
 (let ((?x6331 (concat (_ bv0 26) ?x6038 (_ bv0 3))))
 (let ((?x6335 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6336 (bvadd ?x6335 ?x6331)))
 (let ((?x6341 (concat (_ bv0 32) ?x6336 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x9788 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B ?x6341) $x9431 $x9432)))
 (let ((?x6383 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6384 (bvadd ?x6383 ?x6331)))
 (let ((?x6389 (concat (_ bv0 32) ?x6384 (_ bv0 1))))
 (let (($x9433 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B ?x6389) $x9431 $x9432)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B) $x9433) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B) $x9788))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x9817 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A)))
 (let ((?x9815 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A ?x9815) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B ?x9817)))))
(assert
 (let (($x9296 (= ctaid.z@A ctaid.z@B)))
 (let (($x9295 (= ctaid.y@A ctaid.y@B)))
 (let (($x9291 (= ctaid.x@A ctaid.x@B)))
 (and $x9291 $x9295 $x9296)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B))
(check-sat)
