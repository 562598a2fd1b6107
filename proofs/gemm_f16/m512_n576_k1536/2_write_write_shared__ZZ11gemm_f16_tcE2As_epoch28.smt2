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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B () (_ BitVec 32))
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
 (let (($x1089 (= (_ bv28 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A)))
 (let (($x1084 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A)))
 (let ((?x338 ((_ extract 1 0) tid.x@A)))
 (let ((?x467 (concat (_ bv0 26) ?x338 (_ bv0 3))))
 (let ((?x546 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x549 (bvadd ?x546 ?x467)))
 (let ((?x552 (concat (_ bv0 32) ?x549 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x1078 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A ?x552) $x1084 $x1089)))
 (let ((?x468 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x467)))
 (let ((?x471 (concat (_ bv0 32) ?x468 (_ bv0 1))))
 (let (($x16168 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A ?x471)))
 (let (($x1088 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A) (and $x210 $x16168 $x1084 $x1089))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A (_ bv2 32)) $x1088 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A) $x1078))))))))))))))))
(assert
 (let (($x15150 (= (_ bv28 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B)))
 (let (($x15149 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B)))
 (let ((?x12327 ((_ extract 1 0) tid.x@B)))
 (let ((?x12620 (concat (_ bv0 26) ?x12327 (_ bv0 3))))
 (let ((?x12624 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x12625 (bvadd ?x12624 ?x12620)))
 (let ((?x12630 (concat (_ bv0 32) ?x12625 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x15420 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B ?x12630) $x15149 $x15150)))
 (let ((?x12671 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x12672 (bvadd ?x12671 ?x12620)))
 (let ((?x12677 (concat (_ bv0 32) ?x12672 (_ bv0 1))))
 (let (($x15152 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B ?x12677) $x15149 $x15150)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B) $x15152) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B) $x15420))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x15425 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A)))
 (let ((?x15179 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A ?x15179) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B ?x15425)))))
(assert
 (let (($x16052 (= ctaid.z@A ctaid.z@B)))
 (let (($x16082 (= ctaid.y@A ctaid.y@B)))
 (let (($x16081 (= ctaid.x@A ctaid.x@B)))
 (and $x16081 $x16082 $x16052)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch28_B))
(check-sat)
