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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B () (_ BitVec 32))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073709404159 64)))
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
 (bvule base!C (_ bv18446744073708765183 64)))
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
 (let (($x11636 (= (_ bv22 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A)))
 (let (($x11635 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A)))
 (let ((?x342 ((_ extract 1 0) tid.x@A)))
 (let ((?x466 (concat (_ bv0 26) ?x342 (_ bv0 3))))
 (let ((?x546 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x549 (bvadd ?x546 ?x466)))
 (let ((?x552 (concat (_ bv0 32) ?x549 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x11656 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A ?x552) $x11635 $x11636)))
 (let ((?x467 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x466)))
 (let ((?x470 (concat (_ bv0 32) ?x467 (_ bv0 1))))
 (let (($x11634 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A ?x470)))
 (let (($x11639 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A) (and $x210 $x11634 $x11635 $x11636))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A (_ bv2 32)) $x11639 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A) $x11656))))))))))))))))
(assert
 (let (($x10191 (= (_ bv22 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B)))
 (let (($x10190 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B)))
 (let ((?x863 ((_ extract 1 0) tid.x@B)))
 (let ((?x969 (concat (_ bv0 26) ?x863 (_ bv0 3))))
 (let ((?x1048 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1051 (bvadd ?x1048 ?x969)))
 (let ((?x1054 (concat (_ bv0 32) ?x1051 (_ bv0 1))))
 (let (($x210 (= param!power (_ bv1 32))))
 (let (($x10270 (and $x210 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B ?x1054) $x10190 $x10191)))
 (let ((?x970 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x969)))
 (let ((?x973 (concat (_ bv0 32) ?x970 (_ bv0 1))))
 (let (($x10189 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B ?x973)))
 (let (($x10198 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B) (and $x210 $x10189 $x10190 $x10191))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B (_ bv2 32)) $x10198 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B) $x10270))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x10267 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A)))
 (let ((?x10235 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A ?x10235) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B ?x10267)))))
(assert
 (let (($x20232 (= ctaid.z@A ctaid.z@B)))
 (let (($x20231 (= ctaid.y@A ctaid.y@B)))
 (let (($x20412 (= ctaid.x@A ctaid.x@B)))
 (and $x20412 $x20231 $x20232)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch22_B))
(check-sat)
