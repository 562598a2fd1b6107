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
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073707978751 64)))
(assert
 (and (distinct base!A (_ bv0 64)) true))
(assert
 (= (bvand base!B (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!B (_ bv18446744073707782143 64)))
(assert
 (and (distinct base!B (_ bv0 64)) true))
(assert
 (= (bvand base!C (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!C (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!C (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
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
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x16558 (= (_ bv12 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A)))
 (let (($x16568 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A)))
 (let ((?x338 ((_ extract 1 0) tid.x@A)))
 (let ((?x467 (concat (_ bv0 26) ?x338 (_ bv0 3))))
 (let ((?x546 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x549 (bvadd ?x546 ?x467)))
 (let ((?x552 (concat (_ bv0 32) ?x549 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x16600 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A ?x552) $x16568 $x16558)))
 (let ((?x468 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x467)))
 (let ((?x471 (concat (_ bv0 32) ?x468 (_ bv0 1))))
 (let (($x16550 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A ?x471)))
 (let (($x16569 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A) (and $x210 $x16550 $x16568 $x16558))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A (_ bv2 32)) $x16569 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A) $x16600))))))))))))))))
(assert
 (let (($x24377 (= (_ bv12 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B)))
 (let (($x24373 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B)))
 (let ((?x863 ((_ extract 1 0) tid.x@B)))
 (let ((?x969 (concat (_ bv0 26) ?x863 (_ bv0 3))))
 (let ((?x1047 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1050 (bvadd ?x1047 ?x969)))
 (let ((?x1053 (concat (_ bv0 32) ?x1050 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x24384 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B ?x1053) $x24373 $x24377)))
 (let ((?x970 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x969)))
 (let ((?x973 (concat (_ bv0 32) ?x970 (_ bv0 1))))
 (let (($x24372 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B ?x973)))
 (let (($x24379 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B) (and $x210 $x24372 $x24373 $x24377))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B (_ bv2 32)) $x24379 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B) $x24384))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x24691 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A)))
 (let ((?x24393 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A ?x24393) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B ?x24691)))))
(assert
 (let (($x22135 (= ctaid.z@A ctaid.z@B)))
 (let (($x22124 (= ctaid.y@A ctaid.y@B)))
 (let (($x22139 (= ctaid.x@A ctaid.x@B)))
 (and $x22139 $x22124 $x22135)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B))
(check-sat)
