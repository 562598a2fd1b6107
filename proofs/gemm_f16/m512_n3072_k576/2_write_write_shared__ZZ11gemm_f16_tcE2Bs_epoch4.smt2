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
 (bvule base!B (_ bv18446744073706012671 64)))
(assert
 (and (distinct base!B (_ bv0 64)) true))
(assert
 (= (bvand base!C (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!C (_ bv18446744073706405887 64)))
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
 (bvult ctaid.x@B (_ bv48 32)))
(assert
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x19946 (= (_ bv4 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A)))
 (let (($x19944 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A)))
 (let ((?x339 ((_ extract 1 0) tid.x@A)))
 (let ((?x469 (concat (_ bv0 26) ?x339 (_ bv0 3))))
 (let ((?x549 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x552 (bvadd ?x549 ?x469)))
 (let ((?x557 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x552 (_ bv0 1))))))
 (let ((?x561 (bvadd (_ bv18446744073709546496 64) ?x557)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x19965 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A ?x561) $x19944 $x19946)))
 (let ((?x470 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x469)))
 (let ((?x475 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x470 (_ bv0 1))))))
 (let ((?x480 (bvadd (_ bv18446744073709546496 64) ?x475)))
 (let (($x19943 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A ?x480)))
 (let (($x19951 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A) (and $x211 $x19943 $x19944 $x19946))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A (_ bv2 32)) $x19951 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A) $x19965))))))))))))))))))
(assert
 (let (($x10916 (= (_ bv4 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B)))
 (let (($x19554 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B)))
 (let ((?x906 ((_ extract 1 0) tid.x@B)))
 (let ((?x973 (concat (_ bv0 26) ?x906 (_ bv0 3))))
 (let ((?x1052 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1055 (bvadd ?x1052 ?x973)))
 (let ((?x1060 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x1055 (_ bv0 1))))))
 (let ((?x1064 (bvadd (_ bv18446744073709546496 64) ?x1060)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x10832 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B ?x1064) $x19554 $x10916)))
 (let ((?x974 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x973)))
 (let ((?x979 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x974 (_ bv0 1))))))
 (let ((?x983 (bvadd (_ bv18446744073709546496 64) ?x979)))
 (let (($x1288 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B ?x983)))
 (let (($x10830 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B) (and $x211 $x1288 $x19554 $x10916))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B (_ bv2 32)) $x10830 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B) $x10832))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x10850 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A)))
 (let ((?x10848 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A ?x10848) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B ?x10850)))))
(assert
 (let (($x18375 (= ctaid.z@A ctaid.z@B)))
 (let (($x18373 (= ctaid.y@A ctaid.y@B)))
 (let (($x18366 (= ctaid.x@A ctaid.x@B)))
 (and $x18366 $x18373 $x18375)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch4_B))
(check-sat)
