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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv15 32)))
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
 (bvult ctaid.x@B (_ bv15 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x10722 (= (_ bv34 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A)))
 (let (($x10149 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A)))
 (let ((?x369 ((_ extract 1 0) tid.x@A)))
 (let ((?x472 (concat (_ bv0 26) ?x369 (_ bv0 3))))
 (let ((?x552 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x555 (bvadd ?x552 ?x472)))
 (let ((?x558 (concat (_ bv0 32) ?x555 (_ bv0 1))))
 (let (($x212 (= param!power (_ bv1 32))))
 (let (($x1023 (and $x212 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A ?x558) $x10149 $x10722)))
 (let ((?x473 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x472)))
 (let ((?x476 (concat (_ bv0 32) ?x473 (_ bv0 1))))
 (let (($x10148 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A ?x476)))
 (let (($x1032 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A) (and $x212 $x10148 $x10149 $x10722))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A (_ bv2 32)) $x1032 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A) $x1023))))))))))))))))
(assert
 (let (($x9002 (= (_ bv34 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B)))
 (let (($x8916 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B)))
 (let ((?x6056 ((_ extract 1 0) tid.x@B)))
 (let ((?x6349 (concat (_ bv0 26) ?x6056 (_ bv0 3))))
 (let ((?x6353 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6354 (bvadd ?x6353 ?x6349)))
 (let ((?x6359 (concat (_ bv0 32) ?x6354 (_ bv0 1))))
 (let (($x212 (= param!power (_ bv1 32))))
 (let (($x9271 (and $x212 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B ?x6359) $x8916 $x9002)))
 (let ((?x6401 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6402 (bvadd ?x6401 ?x6349)))
 (let ((?x6407 (concat (_ bv0 32) ?x6402 (_ bv0 1))))
 (let (($x985 (and $x212 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B ?x6407) $x8916 $x9002)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B) $x985) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B) $x9271))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8688 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A)))
 (let ((?x9273 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A ?x9273) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B ?x8688)))))
(assert
 (let (($x920 (= ctaid.z@A ctaid.z@B)))
 (let (($x9359 (= ctaid.y@A ctaid.y@B)))
 (let (($x9356 (= ctaid.x@A ctaid.x@B)))
 (and $x9356 $x9359 $x920)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch34_B))
(check-sat)
