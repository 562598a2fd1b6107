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
 (let (($x10545 (= (_ bv12 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A)))
 (let (($x9105 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A)))
 (let ((?x366 ((_ extract 1 0) tid.x@A)))
 (let ((?x469 (concat (_ bv0 26) ?x366 (_ bv0 3))))
 (let ((?x549 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x552 (bvadd ?x549 ?x469)))
 (let ((?x555 (concat (_ bv0 32) ?x552 (_ bv0 1))))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x10538 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A ?x555) $x9105 $x10545)))
 (let ((?x470 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x469)))
 (let ((?x473 (concat (_ bv0 32) ?x470 (_ bv0 1))))
 (let (($x9104 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A ?x473)))
 (let (($x10548 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A) (and $x209 $x9104 $x9105 $x10545))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A (_ bv2 32)) $x10548 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A) $x10538))))))))))))))))
(assert
 (let (($x9812 (= (_ bv12 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B)))
 (let (($x9788 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B)))
 (let ((?x6056 ((_ extract 1 0) tid.x@B)))
 (let ((?x6349 (concat (_ bv0 26) ?x6056 (_ bv0 3))))
 (let ((?x6353 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6354 (bvadd ?x6353 ?x6349)))
 (let ((?x6359 (concat (_ bv0 32) ?x6354 (_ bv0 1))))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x9818 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B ?x6359) $x9788 $x9812)))
 (let ((?x6401 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6402 (bvadd ?x6401 ?x6349)))
 (let ((?x6407 (concat (_ bv0 32) ?x6402 (_ bv0 1))))
 (let (($x9813 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B ?x6407) $x9788 $x9812)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B) $x9813) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B) $x9818))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x10653 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A)))
 (let ((?x9822 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A ?x9822) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B ?x10653)))))
(assert
 (let (($x902 (= ctaid.z@A ctaid.z@B)))
 (let (($x901 (= ctaid.y@A ctaid.y@B)))
 (let (($x900 (= ctaid.x@A ctaid.x@B)))
 (and $x900 $x901 $x902)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B))
(check-sat)
