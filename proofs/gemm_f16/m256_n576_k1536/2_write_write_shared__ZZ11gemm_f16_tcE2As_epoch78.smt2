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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B () (_ BitVec 32))
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
 (let (($x16722 (= (_ bv78 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A)))
 (let (($x16721 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A)))
 (let ((?x368 ((_ extract 1 0) tid.x@A)))
 (let ((?x471 (concat (_ bv0 26) ?x368 (_ bv0 3))))
 (let ((?x551 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x554 (bvadd ?x551 ?x471)))
 (let ((?x557 (concat (_ bv0 32) ?x554 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x15818 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A ?x557) $x16721 $x16722)))
 (let ((?x472 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x471)))
 (let ((?x475 (concat (_ bv0 32) ?x472 (_ bv0 1))))
 (let (($x15546 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A ?x475)))
 (let (($x15794 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A) (and $x211 $x15546 $x16721 $x16722))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A (_ bv2 32)) $x15794 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A) $x15818))))))))))))))))
(assert
 (let (($x16440 (= (_ bv78 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B)))
 (let (($x16438 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B)))
 (let ((?x12332 ((_ extract 1 0) tid.x@B)))
 (let ((?x12625 (concat (_ bv0 26) ?x12332 (_ bv0 3))))
 (let ((?x12629 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x12630 (bvadd ?x12629 ?x12625)))
 (let ((?x12635 (concat (_ bv0 32) ?x12630 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x1089 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B ?x12635) $x16438 $x16440)))
 (let ((?x12677 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x12678 (bvadd ?x12677 ?x12625)))
 (let ((?x12683 (concat (_ bv0 32) ?x12678 (_ bv0 1))))
 (let (($x16110 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B ?x12683) $x16438 $x16440)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B) $x16110) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B) $x1089))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x15406 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A)))
 (let ((?x1209 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A ?x1209) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B ?x15406)))))
(assert
 (let (($x925 (= ctaid.z@A ctaid.z@B)))
 (let (($x16087 (= ctaid.y@A ctaid.y@B)))
 (let (($x16062 (= ctaid.x@A ctaid.x@B)))
 (and $x16062 $x16087 $x925)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch78_B))
(check-sat)
