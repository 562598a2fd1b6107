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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B () (_ BitVec 32))
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
 (let (($x27878 (= (_ bv48 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A)))
 (let (($x27877 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A)))
 (let ((?x338 ((_ extract 1 0) tid.x@A)))
 (let ((?x467 (concat (_ bv0 26) ?x338 (_ bv0 3))))
 (let ((?x546 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x549 (bvadd ?x546 ?x467)))
 (let ((?x552 (concat (_ bv0 32) ?x549 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x27991 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A ?x552) $x27877 $x27878)))
 (let ((?x468 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x467)))
 (let ((?x471 (concat (_ bv0 32) ?x468 (_ bv0 1))))
 (let (($x27876 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A ?x471)))
 (let (($x27881 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A) (and $x210 $x27876 $x27877 $x27878))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A (_ bv2 32)) $x27881 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A) $x27991))))))))))))))))
(assert
 (let (($x16886 (= (_ bv48 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B)))
 (let (($x4386 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B)))
 (let ((?x863 ((_ extract 1 0) tid.x@B)))
 (let ((?x969 (concat (_ bv0 26) ?x863 (_ bv0 3))))
 (let ((?x1047 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1050 (bvadd ?x1047 ?x969)))
 (let ((?x1053 (concat (_ bv0 32) ?x1050 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x26304 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B ?x1053) $x4386 $x16886)))
 (let ((?x970 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x969)))
 (let ((?x973 (concat (_ bv0 32) ?x970 (_ bv0 1))))
 (let (($x28000 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B ?x973)))
 (let (($x26298 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B) (and $x210 $x28000 $x4386 $x16886))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B (_ bv2 32)) $x26298 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B) $x26304))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x26323 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A)))
 (let ((?x26321 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A ?x26321) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B ?x26323)))))
(assert
 (let (($x22135 (= ctaid.z@A ctaid.z@B)))
 (let (($x22124 (= ctaid.y@A ctaid.y@B)))
 (let (($x22139 (= ctaid.x@A ctaid.x@B)))
 (and $x22139 $x22124 $x22135)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch48_B))
(check-sat)
