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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B () (_ BitVec 32))
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
 (let (($x8197 (= (_ bv30 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A)))
 (let (($x8283 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A)))
 (let ((?x342 ((_ extract 1 0) tid.x@A)))
 (let ((?x466 (concat (_ bv0 26) ?x342 (_ bv0 3))))
 (let ((?x546 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x549 (bvadd ?x546 ?x466)))
 (let ((?x552 (concat (_ bv0 32) ?x549 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x9445 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A ?x552) $x8283 $x8197)))
 (let ((?x467 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x466)))
 (let ((?x470 (concat (_ bv0 32) ?x467 (_ bv0 1))))
 (let (($x973 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A ?x470)))
 (let (($x9510 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A) (and $x210 $x973 $x8283 $x8197))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A (_ bv2 32)) $x9510 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A) $x9445))))))))))))))))
(assert
 (let (($x9846 (= (_ bv30 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B)))
 (let (($x9845 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B)))
 (let ((?x6042 ((_ extract 1 0) tid.x@B)))
 (let ((?x6335 (concat (_ bv0 26) ?x6042 (_ bv0 3))))
 (let ((?x6339 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6340 (bvadd ?x6339 ?x6335)))
 (let ((?x6345 (concat (_ bv0 32) ?x6340 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x9925 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B ?x6345) $x9845 $x9846)))
 (let ((?x6387 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6388 (bvadd ?x6387 ?x6335)))
 (let ((?x6393 (concat (_ bv0 32) ?x6388 (_ bv0 1))))
 (let (($x9851 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B ?x6393) $x9845 $x9846)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B) $x9851) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B) $x9925))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x801 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A)))
 (let ((?x9833 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A ?x9833) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B ?x801)))))
(assert
 (let (($x9294 (= ctaid.z@A ctaid.z@B)))
 (let (($x9293 (= ctaid.y@A ctaid.y@B)))
 (let (($x9292 (= ctaid.x@A ctaid.x@B)))
 (and $x9292 $x9293 $x9294)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch30_B))
(check-sat)
