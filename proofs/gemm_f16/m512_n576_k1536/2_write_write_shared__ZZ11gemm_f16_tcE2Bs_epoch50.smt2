; benchmark generated from python API
(set-info :status unknown)
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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B () (_ BitVec 32))
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
 (let (($x16089 (= (_ bv50 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A)))
 (let (($x16088 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A)))
 (let ((?x338 ((_ extract 1 0) tid.x@A)))
 (let ((?x467 (concat (_ bv0 26) ?x338 (_ bv0 3))))
 (let ((?x546 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x549 (bvadd ?x546 ?x467)))
 (let ((?x554 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x549 (_ bv0 1))))))
 (let ((?x558 (bvadd (_ bv18446744073709546496 64) ?x554)))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x16094 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A ?x558) $x16088 $x16089)))
 (let ((?x468 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x467)))
 (let ((?x473 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x468 (_ bv0 1))))))
 (let ((?x478 (bvadd (_ bv18446744073709546496 64) ?x473)))
 (let (($x16310 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A ?x478)))
 (let (($x16091 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A) (and $x210 $x16310 $x16088 $x16089))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A (_ bv2 32)) $x16091 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A) $x16094))))))))))))))))))
(assert
 (let (($x16127 (= (_ bv50 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B)))
 (let (($x16126 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B)))
 (let ((?x12327 ((_ extract 1 0) tid.x@B)))
 (let ((?x12620 (concat (_ bv0 26) ?x12327 (_ bv0 3))))
 (let ((?x12624 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x12625 (bvadd ?x12624 ?x12620)))
 (let ((?x12628 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x12625 (_ bv0 1))))))
 (let ((?x12629 (bvadd (_ bv18446744073709546496 64) ?x12628)))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x15928 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B ?x12629) $x16126 $x16127)))
 (let ((?x12671 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x12672 (bvadd ?x12671 ?x12620)))
 (let ((?x12675 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x12672 (_ bv0 1))))))
 (let ((?x12676 (bvadd (_ bv18446744073709546496 64) ?x12675)))
 (let (($x16128 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B ?x12676) $x16126 $x16127)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B) $x16128) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B) $x15928))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x15934 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A)))
 (let ((?x15932 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A ?x15932) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B ?x15934)))))
(assert
 (let (($x16052 (= ctaid.z@A ctaid.z@B)))
 (let (($x16082 (= ctaid.y@A ctaid.y@B)))
 (let (($x16081 (= ctaid.x@A ctaid.x@B)))
 (and $x16081 $x16082 $x16052)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch50_B))
(check-sat)
