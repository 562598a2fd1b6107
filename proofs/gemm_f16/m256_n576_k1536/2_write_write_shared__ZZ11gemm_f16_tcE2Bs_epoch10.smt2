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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
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
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x19270 (= (_ bv10 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A)))
 (let (($x19240 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A)))
 (let ((?x368 ((_ extract 1 0) tid.x@A)))
 (let ((?x471 (concat (_ bv0 26) ?x368 (_ bv0 3))))
 (let ((?x551 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x554 (bvadd ?x551 ?x471)))
 (let ((?x559 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x554 (_ bv0 1))))))
 (let ((?x563 (bvadd (_ bv18446744073709546496 64) ?x559)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x23800 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A ?x563) $x19240 $x19270)))
 (let ((?x472 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x471)))
 (let ((?x477 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x472 (_ bv0 1))))))
 (let ((?x482 (bvadd (_ bv18446744073709546496 64) ?x477)))
 (let (($x19272 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A ?x482)))
 (let (($x17072 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A) (and $x211 $x19272 $x19240 $x19270))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A (_ bv2 32)) $x17072 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A) $x23800))))))))))))))))))
(assert
 (let (($x21331 (= (_ bv10 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B)))
 (let (($x21328 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B)))
 (let ((?x12332 ((_ extract 1 0) tid.x@B)))
 (let ((?x12625 (concat (_ bv0 26) ?x12332 (_ bv0 3))))
 (let ((?x12629 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x12630 (bvadd ?x12629 ?x12625)))
 (let ((?x12633 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x12630 (_ bv0 1))))))
 (let ((?x12634 (bvadd (_ bv18446744073709546496 64) ?x12633)))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x21340 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B ?x12634) $x21328 $x21331)))
 (let ((?x12677 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x12678 (bvadd ?x12677 ?x12625)))
 (let ((?x12681 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x12678 (_ bv0 1))))))
 (let ((?x12682 (bvadd (_ bv18446744073709546496 64) ?x12681)))
 (let (($x21333 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B ?x12682) $x21328 $x21331)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B) $x21333) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B) $x21340))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x21353 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A)))
 (let ((?x21351 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A ?x21351) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B ?x21353)))))
(assert
 (let (($x19453 (= ctaid.z@A ctaid.z@B)))
 (let (($x19451 (= ctaid.y@A ctaid.y@B)))
 (let (($x19450 (= ctaid.x@A ctaid.x@B)))
 (and $x19450 $x19451 $x19453)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch10_B))
(check-sat)
