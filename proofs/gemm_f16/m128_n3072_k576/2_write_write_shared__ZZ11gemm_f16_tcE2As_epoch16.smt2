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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv48 32)))
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
 (bvult ctaid.x@B (_ bv48 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x8624 (= (_ bv16 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A)))
 (let (($x8623 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A)))
 (let ((?x342 ((_ extract 1 0) tid.x@A)))
 (let ((?x466 (concat (_ bv0 26) ?x342 (_ bv0 3))))
 (let ((?x546 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x549 (bvadd ?x546 ?x466)))
 (let ((?x552 (concat (_ bv0 32) ?x549 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x8634 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A ?x552) $x8623 $x8624)))
 (let ((?x467 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x466)))
 (let ((?x470 (concat (_ bv0 32) ?x467 (_ bv0 1))))
 (let (($x8622 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A ?x470)))
 (let (($x8626 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A) (and $x210 $x8622 $x8623 $x8624))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A (_ bv2 32)) $x8626 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A) $x8634))))))))))))))))
(assert
 (let (($x8636 (= (_ bv16 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B)))
 (let (($x8635 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B)))
 (let ((?x6042 ((_ extract 1 0) tid.x@B)))
 (let ((?x6335 (concat (_ bv0 26) ?x6042 (_ bv0 3))))
 (let ((?x6339 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6340 (bvadd ?x6339 ?x6335)))
 (let ((?x6345 (concat (_ bv0 32) ?x6340 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x1085 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B ?x6345) $x8635 $x8636)))
 (let ((?x6387 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6388 (bvadd ?x6387 ?x6335)))
 (let ((?x6393 (concat (_ bv0 32) ?x6388 (_ bv0 1))))
 (let (($x8637 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B ?x6393) $x8635 $x8636)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B) $x8637) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B) $x1085))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1080 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A)))
 (let ((?x188 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A ?x188) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B ?x1080)))))
(assert
 (let (($x9294 (= ctaid.z@A ctaid.z@B)))
 (let (($x9293 (= ctaid.y@A ctaid.y@B)))
 (let (($x9292 (= ctaid.x@A ctaid.x@B)))
 (and $x9292 $x9293 $x9294)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch16_B))
(check-sat)
