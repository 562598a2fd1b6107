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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B () (_ BitVec 32))
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
 (let (($x15114 (= (_ bv62 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A)))
 (let (($x15092 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A)))
 (let ((?x368 ((_ extract 1 0) tid.x@A)))
 (let ((?x471 (concat (_ bv0 26) ?x368 (_ bv0 3))))
 (let ((?x551 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x554 (bvadd ?x551 ?x471)))
 (let ((?x557 (concat (_ bv0 32) ?x554 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x14953 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A ?x557) $x15092 $x15114)))
 (let ((?x472 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x471)))
 (let ((?x475 (concat (_ bv0 32) ?x472 (_ bv0 1))))
 (let (($x15115 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A ?x475)))
 (let (($x15119 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A) (and $x211 $x15115 $x15092 $x15114))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A (_ bv2 32)) $x15119 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A) $x14953))))))))))))))))
(assert
 (let (($x15887 (= (_ bv62 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B)))
 (let (($x15886 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B)))
 (let ((?x12332 ((_ extract 1 0) tid.x@B)))
 (let ((?x12625 (concat (_ bv0 26) ?x12332 (_ bv0 3))))
 (let ((?x12629 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x12630 (bvadd ?x12629 ?x12625)))
 (let ((?x12635 (concat (_ bv0 32) ?x12630 (_ bv0 1))))
 (let (($x211 (= param!power (_ bv1 32))))
 (let (($x15697 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B ?x12635) $x15886 $x15887)))
 (let ((?x12677 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x12678 (bvadd ?x12677 ?x12625)))
 (let ((?x12683 (concat (_ bv0 32) ?x12678 (_ bv0 1))))
 (let (($x15888 (and $x211 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B ?x12683) $x15886 $x15887)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B) $x15888) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B) $x15697))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x15695 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A)))
 (let ((?x15724 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A ?x15724) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B ?x15695)))))
(assert
 (let (($x16184 (= ctaid.z@A ctaid.z@B)))
 (let (($x16183 (= ctaid.y@A ctaid.y@B)))
 (let (($x16181 (= ctaid.x@A ctaid.x@B)))
 (and $x16181 $x16183 $x16184)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch62_B))
(check-sat)
