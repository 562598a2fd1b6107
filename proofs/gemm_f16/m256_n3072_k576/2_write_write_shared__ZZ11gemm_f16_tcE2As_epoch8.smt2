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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv48 32)))
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
 (bvult ctaid.x@B (_ bv48 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x8821 (= (_ bv8 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A)))
 (let (($x110 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A)))
 (let ((?x368 ((_ extract 1 0) tid.x@A)))
 (let ((?x470 (concat (_ bv0 26) ?x368 (_ bv0 3))))
 (let ((?x550 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x553 (bvadd ?x550 ?x470)))
 (let ((?x556 (concat (_ bv0 32) ?x553 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x1301 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A ?x556) $x110 $x8821)))
 (let ((?x471 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x470)))
 (let ((?x474 (concat (_ bv0 32) ?x471 (_ bv0 1))))
 (let (($x123 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A ?x474)))
 (let (($x8373 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A) (and $x211 $x123 $x110 $x8821))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A (_ bv2 32)) $x8373 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A) $x1301))))))))))))))))
(assert
 (let (($x1119 (= (_ bv8 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B)))
 (let (($x1118 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B)))
 (let ((?x6040 ((_ extract 1 0) tid.x@B)))
 (let ((?x6333 (concat (_ bv0 26) ?x6040 (_ bv0 3))))
 (let ((?x6337 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6338 (bvadd ?x6337 ?x6333)))
 (let ((?x6343 (concat (_ bv0 32) ?x6338 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x1145 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B ?x6343) $x1118 $x1119)))
 (let ((?x6385 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6386 (bvadd ?x6385 ?x6333)))
 (let ((?x6391 (concat (_ bv0 32) ?x6386 (_ bv0 1))))
 (let (($x1120 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B ?x6391) $x1118 $x1119)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B) $x1120) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B) $x1145))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1180 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A)))
 (let ((?x1152 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A ?x1152) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B ?x1180)))))
(assert
 (let (($x955 (= ctaid.z@A ctaid.z@B)))
 (let (($x926 (= ctaid.y@A ctaid.y@B)))
 (let (($x9380 (= ctaid.x@A ctaid.x@B)))
 (and $x9380 $x926 $x955)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch8_B))
(check-sat)
