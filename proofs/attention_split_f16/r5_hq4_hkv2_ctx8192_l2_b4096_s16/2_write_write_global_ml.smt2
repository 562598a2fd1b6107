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
(declare-fun epoch!ww_global_ml_A () (_ BitVec 32))
(declare-fun width!ww_global_ml_A () (_ BitVec 64))
(declare-fun off!ww_global_ml_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_ml_A () (_ BitVec 32))
(declare-fun epoch!ww_global_ml_B () (_ BitVec 32))
(declare-fun width!ww_global_ml_B () (_ BitVec 64))
(declare-fun off!ww_global_ml_B () (_ BitVec 64))
(declare-fun sel!ww_global_ml_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv16 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv5 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv16 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv5 32)))
(assert
 (let (($x3043 (= (_ bv3 32) epoch!ww_global_ml_A)))
 (let (($x232 (= (_ bv4 64) width!ww_global_ml_A)))
 (let ((?x2679 (bvadd (concat (_ bv0 29) ctaid.x@A) (bvmul (_ bv16 61) (concat (_ bv0 29) ctaid.y@A)) (bvmul (_ bv64 61) (concat (_ bv0 29) ctaid.z@A)))))
 (let ((?x2602 (concat ?x2679 (_ bv4 3))))
 (let (($x3180 (= off!ww_global_ml_A ?x2602)))
 (let (($x7838 (= tid.x@A (_ bv0 32))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x7770 (and $x281 $x7838)))
 (let (($x2965 (=> (= (_ bv0 32) sel!ww_global_ml_A) (and $x7770 (= off!ww_global_ml_A (concat ?x2679 (_ bv0 3))) $x232 $x3043))))
 (and (bvult sel!ww_global_ml_A (_ bv2 32)) $x2965 (=> (= (_ bv1 32) sel!ww_global_ml_A) (and $x7770 $x3180 $x232 $x3043)))))))))))))
(assert
 (let (($x2970 (= (_ bv3 32) epoch!ww_global_ml_B)))
 (let (($x7709 (= (_ bv4 64) width!ww_global_ml_B)))
 (let ((?x10270 (bvmul (_ bv64 61) (concat (_ bv0 29) ctaid.z@B))))
 (let ((?x10272 (bvmul (_ bv16 61) (concat (_ bv0 29) ctaid.y@B))))
 (let ((?x10273 (concat (_ bv0 29) ctaid.x@B)))
 (let ((?x10274 (bvadd ?x10273 ?x10272 ?x10270)))
 (let ((?x10275 (concat ?x10274 (_ bv4 3))))
 (let (($x10267 (= tid.x@B (_ bv0 32))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x10268 (and $x281 $x10267)))
 (let (($x3130 (=> (= (_ bv1 32) sel!ww_global_ml_B) (and $x10268 (= off!ww_global_ml_B ?x10275) $x7709 $x2970))))
 (let (($x171 (=> (= (_ bv0 32) sel!ww_global_ml_B) (and $x10268 (= off!ww_global_ml_B (concat ?x10274 (_ bv0 3))) $x7709 $x2970))))
 (and (bvult sel!ww_global_ml_B (_ bv2 32)) $x171 $x3130))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x200 (bvadd off!ww_global_ml_A width!ww_global_ml_A)))
 (let (($x2854 (bvult off!ww_global_ml_A (bvadd off!ww_global_ml_B width!ww_global_ml_B))))
 (and $x2854 (bvult off!ww_global_ml_B ?x200)))))
(assert
 (let ((?x86 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x2809 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x2809 tid.x@A) (concat ?x86 tid.x@B)))))
(check-sat)
