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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B () (_ BitVec 32))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!A (_ bv0 64)) true))
(assert
 (= (bvand base!B (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!B (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!B (_ bv0 64)) true))
(assert
 (= (bvand base!C (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!C (_ bv18446744073709060095 64)))
(assert
 (and (distinct base!C (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv15 32)))
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
 (bvult ctaid.x@B (_ bv15 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x15215 (= (_ bv32 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A)))
 (let (($x15214 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A)))
 (let ((?x369 ((_ extract 1 0) tid.x@A)))
 (let ((?x472 (concat (_ bv0 26) ?x369 (_ bv0 3))))
 (let ((?x552 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x555 (bvadd ?x552 ?x472)))
 (let ((?x560 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x555 (_ bv0 1))))))
 (let ((?x564 (bvadd (_ bv18446744073709546496 64) ?x560)))
 (let (($x212 (= param!power (_ bv1 32))))
 (let (($x15220 (and $x212 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A ?x564) $x15214 $x15215)))
 (let ((?x473 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x472)))
 (let ((?x478 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x473 (_ bv0 1))))))
 (let ((?x483 (bvadd (_ bv18446744073709546496 64) ?x478)))
 (let (($x15213 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A ?x483)))
 (let (($x15217 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A) (and $x212 $x15213 $x15214 $x15215))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A (_ bv2 32)) $x15217 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A) $x15220))))))))))))))))))
(assert
 (let (($x13639 (= (_ bv32 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B)))
 (let (($x13638 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B)))
 (let ((?x891 ((_ extract 1 0) tid.x@B)))
 (let ((?x977 (concat (_ bv0 26) ?x891 (_ bv0 3))))
 (let ((?x1056 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1059 (bvadd ?x1056 ?x977)))
 (let ((?x1064 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x1059 (_ bv0 1))))))
 (let ((?x1068 (bvadd (_ bv18446744073709546496 64) ?x1064)))
 (let (($x212 (= param!power (_ bv1 32))))
 (let (($x13654 (and $x212 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B ?x1068) $x13638 $x13639)))
 (let ((?x978 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x977)))
 (let ((?x983 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x978 (_ bv0 1))))))
 (let ((?x987 (bvadd (_ bv18446744073709546496 64) ?x983)))
 (let (($x13637 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B ?x987)))
 (let (($x13653 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B) (and $x212 $x13637 $x13638 $x13639))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B (_ bv2 32)) $x13653 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B) $x13654))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x13680 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A)))
 (let ((?x13661 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A ?x13661) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B ?x13680)))))
(assert
 (let (($x13542 (= ctaid.z@A ctaid.z@B)))
 (let (($x13540 (= ctaid.y@A ctaid.y@B)))
 (let (($x13539 (= ctaid.x@A ctaid.x@B)))
 (and $x13539 $x13540 $x13542)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch32_B))
(check-sat)
