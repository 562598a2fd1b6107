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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B () (_ BitVec 32))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073709541535 64)))
(assert
 (and (distinct base!A (_ bv0 64)) true))
(assert
 (= (bvand base!B (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!B (_ bv18446744073709537215 64)))
(assert
 (and (distinct base!B (_ bv0 64)) true))
(assert
 (= (bvand base!C (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!C (_ bv18446744073709537615 64)))
(assert
 (and (distinct base!C (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
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
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x18027 (= (_ bv2 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A)))
 (let (($x17970 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A)))
 (let ((?x369 ((_ extract 1 0) tid.x@A)))
 (let ((?x466 (concat (_ bv0 26) ?x369 (_ bv0 3))))
 (let ((?x545 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x548 (bvadd ?x545 ?x466)))
 (let ((?x551 (concat (_ bv0 32) ?x548 (_ bv0 1))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x18028 (and $x207 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A ?x551) $x17970 $x18027)))
 (let ((?x467 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x466)))
 (let ((?x470 (concat (_ bv0 32) ?x467 (_ bv0 1))))
 (let (($x17969 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A ?x470)))
 (let (($x17974 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A) (and $x207 $x17969 $x17970 $x18027))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A (_ bv2 32)) $x17974 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A) $x18028))))))))))))))))
(assert
 (let (($x18007 (= (_ bv2 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B)))
 (let (($x18006 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B)))
 (let ((?x905 ((_ extract 1 0) tid.x@B)))
 (let ((?x971 (concat (_ bv0 26) ?x905 (_ bv0 3))))
 (let ((?x1049 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1052 (bvadd ?x1049 ?x971)))
 (let ((?x1055 (concat (_ bv0 32) ?x1052 (_ bv0 1))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x18020 (and $x207 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B ?x1055) $x18006 $x18007)))
 (let ((?x972 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x971)))
 (let ((?x975 (concat (_ bv0 32) ?x972 (_ bv0 1))))
 (let (($x292 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B ?x975)))
 (let (($x18013 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B) (and $x207 $x292 $x18006 $x18007))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B (_ bv2 32)) $x18013 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B) $x18020))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x16274 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A)))
 (let ((?x16134 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A ?x16134) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B ?x16274)))))
(assert
 (let (($x14918 (= ctaid.z@A ctaid.z@B)))
 (let (($x14928 (= ctaid.y@A ctaid.y@B)))
 (let (($x14914 (= ctaid.x@A ctaid.x@B)))
 (and $x14914 $x14928 $x14918)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch2_B))
(check-sat)
