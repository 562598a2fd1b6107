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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x168 (= (_ bv2 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A)))
 (let (($x7329 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A)))
 (let ((?x373 ((_ extract 1 0) tid.x@A)))
 (let ((?x455 (concat (_ bv0 26) ?x373 (_ bv0 3))))
 (let ((?x504 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x507 (bvadd ?x504 ?x455)))
 (let ((?x510 (concat (_ bv0 32) ?x507 (_ bv0 1))))
 (let (($x7438 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A ?x510)))
 (let (($x201 (= param!power (_ bv1 32))))
 (let (($x6723 (=> (= (_ bv3 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A) (and $x201 $x7438 $x7329 $x168))))
 (let ((?x456 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x455)))
 (let ((?x459 (concat (_ bv0 32) ?x456 (_ bv0 1))))
 (let (($x7426 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A ?x459)))
 (let (($x7758 (=> (= (_ bv2 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A) (and $x201 $x7426 $x7329 $x168))))
 (let (($x7328 (= (_ bv0 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A)))
 (let (($x7443 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A) (and $x201 $x7438 $x7329 $x7328))))
 (let (($x7368 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A) (and $x201 $x7426 $x7329 $x7328))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A (_ bv4 32)) $x7368 $x7443 $x7758 $x6723)))))))))))))))))))
(assert
 (let (($x5299 (= (_ bv2 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B)))
 (let (($x7763 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B)))
 (let ((?x1809 ((_ extract 1 0) tid.x@B)))
 (let ((?x2129 (concat (_ bv0 26) ?x1809 (_ bv0 3))))
 (let ((?x2133 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x2134 (bvadd ?x2133 ?x2129)))
 (let ((?x2139 (concat (_ bv0 32) ?x2134 (_ bv0 1))))
 (let (($x7884 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B ?x2139)))
 (let (($x201 (= param!power (_ bv1 32))))
 (let (($x5401 (=> (= (_ bv3 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B) (and $x201 $x7884 $x7763 $x5299))))
 (let ((?x2176 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x2177 (bvadd ?x2176 ?x2129)))
 (let ((?x2182 (concat (_ bv0 32) ?x2177 (_ bv0 1))))
 (let (($x7751 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B ?x2182)))
 (let (($x5448 (=> (= (_ bv2 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B) (and $x201 $x7751 $x7763 $x5299))))
 (let (($x7762 (= (_ bv0 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B)))
 (let (($x7841 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B) (and $x201 $x7884 $x7763 $x7762))))
 (let (($x545 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B) (and $x201 $x7751 $x7763 $x7762))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B (_ bv4 32)) $x545 $x7841 $x5448 $x5401))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x7290 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A width!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A)))
 (let ((?x114 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B width!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A ?x114) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B ?x7290)))))
(assert
 (let (($x6855 (= ctaid.z@A ctaid.z@B)))
 (let (($x6735 (= ctaid.y@A ctaid.y@B)))
 (let (($x7750 (= ctaid.x@A ctaid.x@B)))
 (and $x7750 $x6735 $x6855)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epochs0-2_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
