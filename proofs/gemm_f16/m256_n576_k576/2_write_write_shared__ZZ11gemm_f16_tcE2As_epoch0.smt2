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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B () (_ BitVec 32))
(assert
 (= (bvand base!A (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!A (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!A (_ bv0 64)) true))
(assert
 (= (bvand base!B (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!B (_ bv18446744073708888063 64)))
(assert
 (and (distinct base!B (_ bv0 64)) true))
(assert
 (= (bvand base!C (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!C (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!C (_ bv0 64)) true))
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
 (let (($x16926 (= (_ bv0 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A)))
 (let (($x16925 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A)))
 (let ((?x366 ((_ extract 1 0) tid.x@A)))
 (let ((?x469 (concat (_ bv0 26) ?x366 (_ bv0 3))))
 (let ((?x549 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x552 (bvadd ?x549 ?x469)))
 (let ((?x555 (concat (_ bv0 32) ?x552 (_ bv0 1))))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x16952 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A ?x555) $x16925 $x16926)))
 (let ((?x470 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x469)))
 (let ((?x473 (concat (_ bv0 32) ?x470 (_ bv0 1))))
 (let (($x16923 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A ?x473)))
 (let (($x16931 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A) (and $x209 $x16923 $x16925 $x16926))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A (_ bv2 32)) $x16931 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A) $x16952))))))))))))))))
(assert
 (let (($x11599 (= (_ bv0 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B)))
 (let (($x1277 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B)))
 (let ((?x887 ((_ extract 1 0) tid.x@B)))
 (let ((?x973 (concat (_ bv0 26) ?x887 (_ bv0 3))))
 (let ((?x1052 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x1055 (bvadd ?x1052 ?x973)))
 (let ((?x1058 (concat (_ bv0 32) ?x1055 (_ bv0 1))))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x11625 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B ?x1058) $x1277 $x11599)))
 (let ((?x974 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B))) ?x973)))
 (let ((?x977 (concat (_ bv0 32) ?x974 (_ bv0 1))))
 (let (($x16959 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B ?x977)))
 (let (($x11604 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B) (and $x209 $x16959 $x1277 $x11599))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B (_ bv2 32)) $x11604 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B) $x11625))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x11633 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A)))
 (let ((?x11631 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A ?x11631) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B ?x11633)))))
(assert
 (let (($x11624 (= ctaid.z@A ctaid.z@B)))
 (let (($x11623 (= ctaid.y@A ctaid.y@B)))
 (let (($x11622 (= ctaid.x@A ctaid.x@B)))
 (and $x11622 $x11623 $x11624)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch0_B))
(check-sat)
