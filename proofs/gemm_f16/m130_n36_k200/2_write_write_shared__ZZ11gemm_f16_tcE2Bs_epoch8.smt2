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
 (bvule base!A (_ bv18446744073709499615 64)))
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
 (bvule base!C (_ bv18446744073709542255 64)))
(assert
 (and (distinct base!C (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x14587 (= (_ bv8 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A)))
 (let (($x14586 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A)))
 (let ((?x388 ((_ extract 1 0) tid.x@A)))
 (let ((?x464 (concat (_ bv0 26) ?x388 (_ bv0 3))))
 (let ((?x543 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x546 (bvadd ?x543 ?x464)))
 (let ((?x551 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x546 (_ bv0 1))))))
 (let ((?x555 (bvadd (_ bv18446744073709546496 64) ?x551)))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x14604 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A ?x555) $x14586 $x14587)))
 (let ((?x465 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x464)))
 (let ((?x470 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x465 (_ bv0 1))))))
 (let ((?x475 (bvadd (_ bv18446744073709546496 64) ?x470)))
 (let (($x14585 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A ?x475)))
 (let (($x14607 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A) (and $x209 $x14585 $x14586 $x14587))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A (_ bv2 32)) $x14607 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A) $x14604))))))))))))))))))
(assert
 (let (($x14632 (= (_ bv8 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B)))
 (let (($x14620 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B)))
 (let ((?x901 ((_ extract 1 0) tid.x@B)))
 (let ((?x966 (concat (_ bv0 26) ?x901 (_ bv0 3))))
 (let ((?x1044 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1047 (bvadd ?x1044 ?x966)))
 (let ((?x1052 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x1047 (_ bv0 1))))))
 (let ((?x1056 (bvadd (_ bv18446744073709546496 64) ?x1052)))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x14640 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B ?x1056) $x14620 $x14632)))
 (let ((?x967 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x966)))
 (let ((?x972 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x967 (_ bv0 1))))))
 (let ((?x976 (bvadd (_ bv18446744073709546496 64) ?x972)))
 (let (($x14641 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B ?x976)))
 (let (($x14637 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B) (and $x209 $x14641 $x14620 $x14632))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B (_ bv2 32)) $x14637 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B) $x14640))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x14650 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A)))
 (let ((?x14648 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A ?x14648) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B ?x14650)))))
(assert
 (let (($x13582 (= ctaid.z@A ctaid.z@B)))
 (let (($x13581 (= ctaid.y@A ctaid.y@B)))
 (let (($x13576 (= ctaid.x@A ctaid.x@B)))
 (and $x13576 $x13581 $x13582)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch8_B))
(check-sat)
