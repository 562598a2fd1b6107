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
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
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
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x5934 (= (_ bv12 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A)))
 (let (($x5955 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A)))
 (let ((?x388 ((_ extract 1 0) tid.x@A)))
 (let ((?x464 (concat (_ bv0 26) ?x388 (_ bv0 3))))
 (let ((?x543 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@A))))))
 (let ((?x546 (bvadd ?x543 ?x464)))
 (let ((?x549 (concat (_ bv0 32) ?x546 (_ bv0 1))))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x7723 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A ?x549) $x5955 $x5934)))
 (let ((?x465 (bvadd (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@A))) ?x464)))
 (let ((?x468 (concat (_ bv0 32) ?x465 (_ bv0 1))))
 (let (($x906 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A ?x468)))
 (let (($x6165 (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A) (and $x209 $x906 $x5955 $x5934))))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A (_ bv2 32)) $x6165 (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A) $x7723))))))))))))))))
(assert
 (let (($x5935 (= (_ bv12 32) epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B)))
 (let (($x5814 (= (_ bv16 64) width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B)))
 (let ((?x3890 ((_ extract 1 0) tid.x@B)))
 (let ((?x4181 (concat (_ bv0 26) ?x3890 (_ bv0 3))))
 (let ((?x4185 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) (bvadd (_ bv128 32) tid.x@B))))))
 (let ((?x4186 (bvadd ?x4185 ?x4181)))
 (let ((?x4191 (concat (_ bv0 32) ?x4186 (_ bv0 1))))
 (let (($x209 (= param!power (_ bv1 32))))
 (let (($x7568 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B ?x4191) $x5814 $x5935)))
 (let ((?x4231 (bvmul (_ bv40 31) (concat (_ bv0 1) ((_ extract 31 2) tid.x@B)))))
 (let ((?x4232 (bvadd ?x4231 ?x4181)))
 (let ((?x4237 (concat (_ bv0 32) ?x4232 (_ bv0 1))))
 (let (($x5185 (and $x209 (= off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B ?x4237) $x5814 $x5935)))
 (and (bvult sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B) $x5185) (=> (= (_ bv1 32) sel!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B) $x7568))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1013 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A)))
 (let ((?x1011 (bvadd off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B width!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B)))
 (and (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A ?x1011) (bvult off!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B ?x1013)))))
(assert
 (let (($x1279 (= ctaid.z@A ctaid.z@B)))
 (let (($x1278 (= ctaid.y@A ctaid.y@B)))
 (let (($x1259 (= ctaid.x@A ctaid.x@B)))
 (and $x1259 $x1278 $x1279)))))
(assert
 (= epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_A epoch!ww_shared__ZZ11gemm_f16_tcE2As_epoch12_B))
(check-sat)
