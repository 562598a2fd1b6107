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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv48 32)))
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
 (bvult ctaid.x@B (_ bv48 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x10157 (= (_ bv26 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A)))
 (let (($x10156 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A)))
 (let ((?x342 ((_ extract 1 0) tid.x@A)))
 (let ((?x466 (concat (_ bv0 26) ?x342 (_ bv0 3))))
 (let ((?x546 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x549 (bvadd ?x546 ?x466)))
 (let ((?x554 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x549 (_ bv0 1))))))
 (let ((?x558 (bvadd (_ bv18446744073709546496 64) ?x554)))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x1127 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A ?x558) $x10156 $x10157)))
 (let ((?x467 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x466)))
 (let ((?x472 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x467 (_ bv0 1))))))
 (let ((?x477 (bvadd (_ bv18446744073709546496 64) ?x472)))
 (let (($x1029 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A ?x477)))
 (let (($x200 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A) (and $x210 $x1029 $x10156 $x10157))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A (_ bv2 32)) $x200 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A) $x1127))))))))))))))))))
(assert
 (let (($x10197 (= (_ bv26 32) epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B)))
 (let (($x10183 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B)))
 (let ((?x6042 ((_ extract 1 0) tid.x@B)))
 (let ((?x6335 (concat (_ bv0 26) ?x6042 (_ bv0 3))))
 (let ((?x6339 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x6340 (bvadd ?x6339 ?x6335)))
 (let ((?x6343 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x6340 (_ bv0 1))))))
 (let ((?x6344 (bvadd (_ bv18446744073709546496 64) ?x6343)))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x9479 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B ?x6344) $x10183 $x10197)))
 (let ((?x6387 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x6388 (bvadd ?x6387 ?x6335)))
 (let ((?x6391 (concat (_ bv0 32) (bvadd (_ bv5120 32) (concat ?x6388 (_ bv0 1))))))
 (let ((?x6392 (bvadd (_ bv18446744073709546496 64) ?x6391)))
 (let (($x970 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B ?x6392) $x10183 $x10197)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B) $x970) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B) $x9479))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x51 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A)))
 (let ((?x57 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B width!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A ?x57) (bvult off!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B ?x51)))))
(assert
 (let (($x9294 (= ctaid.z@A ctaid.z@B)))
 (let (($x9293 (= ctaid.y@A ctaid.y@B)))
 (let (($x9292 (= ctaid.x@A ctaid.x@B)))
 (and $x9292 $x9293 $x9294)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_A epoch!ww_shared__ZZ11gemm_f16_tcE2Bs_epoch26_B))
(check-sat)
