; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!A () (_ BitVec 64))
(declare-fun base!B () (_ BitVec 64))
(declare-fun base!C () (_ BitVec 64))
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
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!A (_ bv0 64)) true))
(assert
 (= (bvand base!B (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!B (_ bv18446744073706012671 64)))
(assert
 (and (distinct base!B (_ bv0 64)) true))
(assert
 (= (bvand base!C (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!C (_ bv18446744073707978751 64)))
(assert
 (and (distinct base!C (_ bv0 64)) true))
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
 (let (($x12749 (= (_ bv10 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A)))
 (let (($x12748 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A)))
 (let ((?x368 ((_ extract 1 0) tid.x@A)))
 (let ((?x470 (concat (_ bv0 26) ?x368 (_ bv0 3))))
 (let ((?x550 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x553 (bvadd ?x550 ?x470)))
 (let ((?x556 (concat (_ bv0 32) ?x553 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x12771 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A ?x556) $x12748 $x12749)))
 (let ((?x471 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x470)))
 (let ((?x474 (concat (_ bv0 32) ?x471 (_ bv0 1))))
 (let (($x12747 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A ?x474)))
 (let (($x12774 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A) (and $x211 $x12747 $x12748 $x12749))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A (_ bv2 32)) $x12774 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A) $x12771))))))))))))))))
(assert
 (let (($x12890 (= (_ bv10 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B)))
 (let (($x12889 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B)))
 (let ((?x888 ((_ extract 1 0) tid.x@B)))
 (let ((?x974 (concat (_ bv0 26) ?x888 (_ bv0 3))))
 (let ((?x1053 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1056 (bvadd ?x1053 ?x974)))
 (let ((?x1059 (concat (_ bv0 32) ?x1056 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x12957 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B ?x1059) $x12889 $x12890)))
 (let ((?x975 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x974)))
 (let ((?x978 (concat (_ bv0 32) ?x975 (_ bv0 1))))
 (let (($x12888 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B ?x978)))
 (let (($x12892 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B) (and $x211 $x12888 $x12889 $x12890))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B (_ bv2 32)) $x12892 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B) $x12957))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x19809 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A)))
 (let ((?x19599 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A ?x19599) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B ?x19809)))))
(assert
 (let (($x18035 (= ctaid.z@A ctaid.z@B)))
 (let (($x18034 (= ctaid.y@A ctaid.y@B)))
 (let (($x18033 (= ctaid.x@A ctaid.x@B)))
 (and $x18033 $x18034 $x18035)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch10_B))
(check-sat)
