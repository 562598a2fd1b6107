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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
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
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x15559 (= (_ bv24 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A)))
 (let (($x1235 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A)))
 (let ((?x342 ((_ extract 1 0) tid.x@A)))
 (let ((?x467 (concat (_ bv0 26) ?x342 (_ bv0 3))))
 (let ((?x547 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x550 (bvadd ?x547 ?x467)))
 (let ((?x553 (concat (_ bv0 32) ?x550 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x15768 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A ?x553) $x1235 $x15559)))
 (let ((?x468 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x467)))
 (let ((?x471 (concat (_ bv0 32) ?x468 (_ bv0 1))))
 (let (($x6670 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A ?x471)))
 (let (($x145 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A) (and $x210 $x6670 $x1235 $x15559))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A (_ bv2 32)) $x145 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A) $x15768))))))))))))))))
(assert
 (let (($x16252 (= (_ bv24 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B)))
 (let (($x16251 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B)))
 (let ((?x12334 ((_ extract 1 0) tid.x@B)))
 (let ((?x12627 (concat (_ bv0 26) ?x12334 (_ bv0 3))))
 (let ((?x12631 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x12632 (bvadd ?x12631 ?x12627)))
 (let ((?x12637 (concat (_ bv0 32) ?x12632 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x15021 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B ?x12637) $x16251 $x16252)))
 (let ((?x12679 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x12680 (bvadd ?x12679 ?x12627)))
 (let ((?x12685 (concat (_ bv0 32) ?x12680 (_ bv0 1))))
 (let (($x16257 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B ?x12685) $x16251 $x16252)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B) $x16257) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B) $x15021))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x16364 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A)))
 (let ((?x16241 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A ?x16241) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B ?x16364)))))
(assert
 (let (($x16422 (= ctaid.z@A ctaid.z@B)))
 (let (($x17402 (= ctaid.y@A ctaid.y@B)))
 (let (($x17373 (= ctaid.x@A ctaid.x@B)))
 (and $x17373 $x17402 $x16422)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch24_B))
(check-sat)
