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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
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
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x17554 (= (_ bv70 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A)))
 (let (($x17553 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A)))
 (let ((?x342 ((_ extract 1 0) tid.x@A)))
 (let ((?x467 (concat (_ bv0 26) ?x342 (_ bv0 3))))
 (let ((?x547 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x550 (bvadd ?x547 ?x467)))
 (let ((?x555 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x550 (_ bv0 1))))))
 (let ((?x559 (bvadd (_ bv18446744073709546496 64) ?x555)))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x17559 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A ?x559) $x17553 $x17554)))
 (let ((?x468 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x467)))
 (let ((?x473 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x468 (_ bv0 1))))))
 (let ((?x478 (bvadd (_ bv18446744073709546496 64) ?x473)))
 (let (($x17552 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A ?x478)))
 (let (($x17556 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A) (and $x210 $x17552 $x17553 $x17554))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A (_ bv2 32)) $x17556 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A) $x17559))))))))))))))))))
(assert
 (let (($x17570 (= (_ bv70 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B)))
 (let (($x17569 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B)))
 (let ((?x12334 ((_ extract 1 0) tid.x@B)))
 (let ((?x12627 (concat (_ bv0 26) ?x12334 (_ bv0 3))))
 (let ((?x12631 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x12632 (bvadd ?x12631 ?x12627)))
 (let ((?x12635 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x12632 (_ bv0 1))))))
 (let ((?x12636 (bvadd (_ bv18446744073709546496 64) ?x12635)))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x17575 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B ?x12636) $x17569 $x17570)))
 (let ((?x12679 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x12680 (bvadd ?x12679 ?x12627)))
 (let ((?x12683 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x12680 (_ bv0 1))))))
 (let ((?x12684 (bvadd (_ bv18446744073709546496 64) ?x12683)))
 (let (($x17571 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B ?x12684) $x17569 $x17570)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B) $x17571) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B) $x17575))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x17581 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A)))
 (let ((?x17579 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A ?x17579) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B ?x17581)))))
(assert
 (let (($x16422 (= ctaid.z@A ctaid.z@B)))
 (let (($x17402 (= ctaid.y@A ctaid.y@B)))
 (let (($x17373 (= ctaid.x@A ctaid.x@B)))
 (and $x17373 $x17402 $x16422)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch70_B))
(check-sat)
