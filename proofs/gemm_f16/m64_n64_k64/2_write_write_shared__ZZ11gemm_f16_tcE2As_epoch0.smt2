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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1317 (= (_ bv0 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A)))
 (let (($x1316 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A)))
 (let ((?x373 ((_ extract 1 0) tid.x@A)))
 (let ((?x457 (concat (_ bv0 26) ?x373 (_ bv0 3))))
 (let ((?x536 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x539 (bvadd ?x536 ?x457)))
 (let ((?x542 (concat (_ bv0 32) ?x539 (_ bv0 1))))
 (let (($x201 (= param!power (_ bv1 32))))
 (let (($x6252 (and $x201 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A ?x542) $x1316 $x1317)))
 (let ((?x458 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x457)))
 (let ((?x461 (concat (_ bv0 32) ?x458 (_ bv0 1))))
 (let (($x1312 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A ?x461)))
 (let (($x1319 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A) (and $x201 $x1312 $x1316 $x1317))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A (_ bv2 32)) $x1319 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A) $x6252))))))))))))))))
(assert
 (let (($x6239 (= (_ bv0 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B)))
 (let (($x5637 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B)))
 (let ((?x2152 ((_ extract 1 0) tid.x@B)))
 (let ((?x3091 (concat (_ bv0 26) ?x2152 (_ bv0 3))))
 (let ((?x3095 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x3096 (bvadd ?x3095 ?x3091)))
 (let ((?x3101 (concat (_ bv0 32) ?x3096 (_ bv0 1))))
 (let (($x201 (= param!power (_ bv1 32))))
 (let (($x5874 (and $x201 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B ?x3101) $x5637 $x6239)))
 (let ((?x3140 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x3141 (bvadd ?x3140 ?x3091)))
 (let ((?x3146 (concat (_ bv0 32) ?x3141 (_ bv0 1))))
 (let (($x6023 (and $x201 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B ?x3146) $x5637 $x6239)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B) $x6023) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B) $x5874))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x6074 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A)))
 (let ((?x5963 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A ?x5963) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B ?x6074)))))
(assert
 (let (($x5999 (= ctaid.z@A ctaid.z@B)))
 (let (($x5845 (= ctaid.y@A ctaid.y@B)))
 (let (($x6190 (= ctaid.x@A ctaid.x@B)))
 (and $x6190 $x5845 $x5999)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B))
(check-sat)
