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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B () (_ BitVec 32))
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
 (let (($x10328 (= (_ bv18 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A)))
 (let (($x8843 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A)))
 (let ((?x339 ((_ extract 1 0) tid.x@A)))
 (let ((?x469 (concat (_ bv0 26) ?x339 (_ bv0 3))))
 (let ((?x549 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x552 (bvadd ?x549 ?x469)))
 (let ((?x557 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x552 (_ bv0 1))))))
 (let ((?x561 (bvadd (_ bv18446744073709546496 64) ?x557)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x10010 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A ?x561) $x8843 $x10328)))
 (let ((?x470 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x469)))
 (let ((?x475 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x470 (_ bv0 1))))))
 (let ((?x480 (bvadd (_ bv18446744073709546496 64) ?x475)))
 (let (($x8842 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A ?x480)))
 (let (($x8460 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A) (and $x211 $x8842 $x8843 $x10328))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A (_ bv2 32)) $x8460 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A) $x10010))))))))))))))))))
(assert
 (let (($x10590 (= (_ bv18 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B)))
 (let (($x10589 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B)))
 (let ((?x6038 ((_ extract 1 0) tid.x@B)))
 (let ((?x6331 (concat (_ bv0 26) ?x6038 (_ bv0 3))))
 (let ((?x6335 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6336 (bvadd ?x6335 ?x6331)))
 (let ((?x6339 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x6336 (_ bv0 1))))))
 (let ((?x6340 (bvadd (_ bv18446744073709546496 64) ?x6339)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x9800 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B ?x6340) $x10589 $x10590)))
 (let ((?x6383 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6384 (bvadd ?x6383 ?x6331)))
 (let ((?x6387 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x6384 (_ bv0 1))))))
 (let ((?x6388 (bvadd (_ bv18446744073709546496 64) ?x6387)))
 (let (($x934 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B ?x6388) $x10589 $x10590)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B) $x934) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B) $x9800))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1046 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A)))
 (let ((?x896 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A ?x896) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B ?x1046)))))
(assert
 (let (($x9296 (= ctaid.z@A ctaid.z@B)))
 (let (($x9295 (= ctaid.y@A ctaid.y@B)))
 (let (($x9291 (= ctaid.x@A ctaid.x@B)))
 (and $x9291 $x9295 $x9296)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch18_B))
(check-sat)
