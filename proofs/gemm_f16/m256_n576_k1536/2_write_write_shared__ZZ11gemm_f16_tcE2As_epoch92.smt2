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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B () (_ BitVec 32))
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
 (let (($x16477 (= (_ bv92 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A)))
 (let (($x16476 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A)))
 (let ((?x368 ((_ extract 1 0) tid.x@A)))
 (let ((?x471 (concat (_ bv0 26) ?x368 (_ bv0 3))))
 (let ((?x551 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x554 (bvadd ?x551 ?x471)))
 (let ((?x557 (concat (_ bv0 32) ?x554 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x816 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A ?x557) $x16476 $x16477)))
 (let ((?x472 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x471)))
 (let ((?x475 (concat (_ bv0 32) ?x472 (_ bv0 1))))
 (let (($x16742 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A ?x475)))
 (let (($x16479 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A) (and $x211 $x16742 $x16476 $x16477))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A (_ bv2 32)) $x16479 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A) $x816))))))))))))))))
(assert
 (let (($x15135 (= (_ bv92 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B)))
 (let (($x15134 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B)))
 (let ((?x12332 ((_ extract 1 0) tid.x@B)))
 (let ((?x12625 (concat (_ bv0 26) ?x12332 (_ bv0 3))))
 (let ((?x12629 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x12630 (bvadd ?x12629 ?x12625)))
 (let ((?x12635 (concat (_ bv0 32) ?x12630 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x15309 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B ?x12635) $x15134 $x15135)))
 (let ((?x12677 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x12678 (bvadd ?x12677 ?x12625)))
 (let ((?x12683 (concat (_ bv0 32) ?x12678 (_ bv0 1))))
 (let (($x15136 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B ?x12683) $x15134 $x15135)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B) $x15136) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B) $x15309))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x16749 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A)))
 (let ((?x80 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A ?x80) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B ?x16749)))))
(assert
 (let (($x925 (= ctaid.z@A ctaid.z@B)))
 (let (($x16087 (= ctaid.y@A ctaid.y@B)))
 (let (($x16062 (= ctaid.x@A ctaid.x@B)))
 (and $x16062 $x16087 $x925)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch92_B))
(check-sat)
