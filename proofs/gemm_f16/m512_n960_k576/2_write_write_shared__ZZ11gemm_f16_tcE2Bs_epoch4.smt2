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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B () (_ BitVec 32))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073708961791 64)))
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
 (bvule base!C (_ bv18446744073708568575 64)))
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
 (bvult ctaid.x@B (_ bv15 32)))
(assert
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x11579 (= (_ bv4 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A)))
 (let (($x11577 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A)))
 (let ((?x339 ((_ extract 1 0) tid.x@A)))
 (let ((?x468 (concat (_ bv0 26) ?x339 (_ bv0 3))))
 (let ((?x547 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x550 (bvadd ?x547 ?x468)))
 (let ((?x555 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x550 (_ bv0 1))))))
 (let ((?x559 (bvadd (_ bv18446744073709546496 64) ?x555)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x19183 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A ?x559) $x11577 $x11579)))
 (let ((?x469 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x468)))
 (let ((?x474 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x469 (_ bv0 1))))))
 (let ((?x479 (bvadd (_ bv18446744073709546496 64) ?x474)))
 (let (($x11574 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A ?x479)))
 (let (($x252 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A) (and $x211 $x11574 $x11577 $x11579))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A (_ bv2 32)) $x252 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A) $x19183))))))))))))))))))
(assert
 (let (($x19371 (= (_ bv4 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B)))
 (let (($x19358 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B)))
 (let ((?x905 ((_ extract 1 0) tid.x@B)))
 (let ((?x971 (concat (_ bv0 26) ?x905 (_ bv0 3))))
 (let ((?x1049 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1052 (bvadd ?x1049 ?x971)))
 (let ((?x1057 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x1052 (_ bv0 1))))))
 (let ((?x1061 (bvadd (_ bv18446744073709546496 64) ?x1057)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x19373 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B ?x1061) $x19358 $x19371)))
 (let ((?x972 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x971)))
 (let ((?x977 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x972 (_ bv0 1))))))
 (let ((?x981 (bvadd (_ bv18446744073709546496 64) ?x977)))
 (let (($x19357 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B ?x981)))
 (let (($x19370 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B) (and $x211 $x19357 $x19358 $x19371))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B (_ bv2 32)) $x19370 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B) $x19373))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x19203 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A)))
 (let ((?x250 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A ?x250) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B ?x19203)))))
(assert
 (let (($x19613 (= ctaid.z@A ctaid.z@B)))
 (let (($x19611 (= ctaid.y@A ctaid.y@B)))
 (let (($x19610 (= ctaid.x@A ctaid.x@B)))
 (and $x19610 $x19611 $x19613)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B))
(check-sat)
