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
 (let (($x3180 (= (_ bv3 32) epoch!ww_global_ml_A)))
 (let (($x133 (= (_ bv4 64) width!ww_global_ml_A)))
 (let ((?x2679 (bvadd (concat (_ bv0 29) ctaid.x@A) (bvmul (_ bv16 61) (concat (_ bv0 29) ctaid.y@A)) (bvmul (_ bv64 61) (concat (_ bv0 29) ctaid.z@A)))))
 (let ((?x2602 (concat ?x2679 (_ bv4 3))))
 (let (($x3081 (= off!ww_global_ml_A ?x2602)))
 (let (($x7838 (= tid.x@A (_ bv0 32))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x7770 (and $x281 $x7838)))
 (let (($x6236 (=> (= (_ bv0 32) sel!ww_global_ml_A) (and $x7770 (= off!ww_global_ml_A (concat ?x2679 (_ bv0 3))) $x133 $x3180))))
 (and (bvult sel!ww_global_ml_A (_ bv2 32)) $x6236 (=> (= (_ bv1 32) sel!ww_global_ml_A) (and $x7770 $x3081 $x133 $x3180)))))))))))))
(assert
 (let (($x3073 (= (_ bv3 32) epoch!ww_global_ml_B)))
 (let (($x159 (= (_ bv4 64) width!ww_global_ml_B)))
 (let ((?x10270 (bvmul (_ bv64 61) (concat (_ bv0 29) ctaid.z@B))))
 (let ((?x10272 (bvmul (_ bv16 61) (concat (_ bv0 29) ctaid.y@B))))
 (let ((?x10273 (concat (_ bv0 29) ctaid.x@B)))
 (let ((?x10274 (bvadd ?x10273 ?x10272 ?x10270)))
 (let ((?x10275 (concat ?x10274 (_ bv4 3))))
 (let (($x10267 (= tid.x@B (_ bv0 32))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x10268 (and $x281 $x10267)))
 (let (($x2855 (=> (= (_ bv1 32) sel!ww_global_ml_B) (and $x10268 (= off!ww_global_ml_B ?x10275) $x159 $x3073))))
 (let (($x3133 (=> (= (_ bv0 32) sel!ww_global_ml_B) (and $x10268 (= off!ww_global_ml_B (concat ?x10274 (_ bv0 3))) $x159 $x3073))))
 (and (bvult sel!ww_global_ml_B (_ bv2 32)) $x3133 $x2855))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x3115 (bvult off!ww_global_ml_B (bvadd off!ww_global_ml_A width!ww_global_ml_A))))
(let ((?x3195 (bvadd off!ww_global_ml_B width!ww_global_ml_B)))
(and (bvult off!ww_global_ml_A ?x3195) $x3115))))
(check-sat)
