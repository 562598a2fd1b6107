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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B () (_ BitVec 32))
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
 (let (($x18532 (= (_ bv8 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A)))
 (let (($x18531 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A)))
 (let ((?x369 ((_ extract 1 0) tid.x@A)))
 (let ((?x472 (concat (_ bv0 26) ?x369 (_ bv0 3))))
 (let ((?x552 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x555 (bvadd ?x552 ?x472)))
 (let ((?x560 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x555 (_ bv0 1))))))
 (let ((?x564 (bvadd (_ bv18446744073709546496 64) ?x560)))
 (let (($x212 (= param!power (_ bv1 32))))
 (let (($x18541 (and $x212 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A ?x564) $x18531 $x18532)))
 (let ((?x473 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x472)))
 (let ((?x478 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x473 (_ bv0 1))))))
 (let ((?x483 (bvadd (_ bv18446744073709546496 64) ?x478)))
 (let (($x18527 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A ?x483)))
 (let (($x18534 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A) (and $x212 $x18527 $x18531 $x18532))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A (_ bv2 32)) $x18534 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A) $x18541))))))))))))))))))
(assert
 (let (($x12503 (= (_ bv8 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B)))
 (let (($x12509 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B)))
 (let ((?x891 ((_ extract 1 0) tid.x@B)))
 (let ((?x977 (concat (_ bv0 26) ?x891 (_ bv0 3))))
 (let ((?x1056 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1059 (bvadd ?x1056 ?x977)))
 (let ((?x1064 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x1059 (_ bv0 1))))))
 (let ((?x1068 (bvadd (_ bv18446744073709546496 64) ?x1064)))
 (let (($x212 (= param!power (_ bv1 32))))
 (let (($x17281 (and $x212 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B ?x1068) $x12509 $x12503)))
 (let ((?x978 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x977)))
 (let ((?x983 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x978 (_ bv0 1))))))
 (let ((?x987 (bvadd (_ bv18446744073709546496 64) ?x983)))
 (let (($x12496 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B ?x987)))
 (let (($x12510 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B) (and $x212 $x12496 $x12509 $x12503))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B (_ bv2 32)) $x12510 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B) $x17281))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1255 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A)))
 (let ((?x15822 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A ?x15822) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B ?x1255)))))
(assert
 (let (($x13542 (= ctaid.z@A ctaid.z@B)))
 (let (($x13540 (= ctaid.y@A ctaid.y@B)))
 (let (($x13539 (= ctaid.x@A ctaid.x@B)))
 (and $x13539 $x13540 $x13542)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B))
(check-sat)
