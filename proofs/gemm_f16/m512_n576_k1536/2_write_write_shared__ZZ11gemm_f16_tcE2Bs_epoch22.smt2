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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B () (_ BitVec 32))
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
 (let (($x27121 (= (_ bv22 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A)))
 (let (($x27120 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A)))
 (let ((?x338 ((_ extract 1 0) tid.x@A)))
 (let ((?x467 (concat (_ bv0 26) ?x338 (_ bv0 3))))
 (let ((?x546 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x549 (bvadd ?x546 ?x467)))
 (let ((?x554 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x549 (_ bv0 1))))))
 (let ((?x558 (bvadd (_ bv18446744073709546496 64) ?x554)))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x27144 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A ?x558) $x27120 $x27121)))
 (let ((?x468 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x467)))
 (let ((?x473 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x468 (_ bv0 1))))))
 (let ((?x478 (bvadd (_ bv18446744073709546496 64) ?x473)))
 (let (($x27118 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A ?x478)))
 (let (($x27126 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A) (and $x210 $x27118 $x27120 $x27121))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A (_ bv2 32)) $x27126 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A) $x27144))))))))))))))))))
(assert
 (let (($x26055 (= (_ bv22 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B)))
 (let (($x26042 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B)))
 (let ((?x863 ((_ extract 1 0) tid.x@B)))
 (let ((?x969 (concat (_ bv0 26) ?x863 (_ bv0 3))))
 (let ((?x1047 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1050 (bvadd ?x1047 ?x969)))
 (let ((?x1055 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x1050 (_ bv0 1))))))
 (let ((?x1059 (bvadd (_ bv18446744073709546496 64) ?x1055)))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x26061 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B ?x1059) $x26042 $x26055)))
 (let ((?x970 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x969)))
 (let ((?x975 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x970 (_ bv0 1))))))
 (let ((?x979 (bvadd (_ bv18446744073709546496 64) ?x975)))
 (let (($x26041 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B ?x979)))
 (let (($x26054 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B) (and $x210 $x26041 $x26042 $x26055))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B (_ bv2 32)) $x26054 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B) $x26061))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x26081 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A)))
 (let ((?x26082 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A ?x26082) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B ?x26081)))))
(assert
 (let (($x22135 (= ctaid.z@A ctaid.z@B)))
 (let (($x22124 (= ctaid.y@A ctaid.y@B)))
 (let (($x22139 (= ctaid.x@A ctaid.x@B)))
 (and $x22139 $x22124 $x22135)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch22_B))
(check-sat)
