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
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv70 32)))
(assert
 (let (($x11305 (= (_ bv3 32) epoch!ww_global_ml_A)))
 (let (($x2955 (= (_ bv4 64) width!ww_global_ml_A)))
 (let ((?x2625 (bvmul (_ bv16 61) (concat (_ bv0 29) ctaid.z@A))))
 (let ((?x2702 (bvmul (_ bv4 61) (concat (_ bv0 29) ctaid.y@A))))
 (let ((?x2731 (concat (_ bv0 29) ctaid.x@A)))
 (let ((?x2847 (bvadd ?x2731 ?x2702 ?x2625)))
 (let ((?x2858 (concat ?x2847 (_ bv4 3))))
 (let (($x22009 (= tid.x@A (_ bv0 32))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x21898 (and $x279 $x22009)))
 (let (($x11408 (=> (= (_ bv1 32) sel!ww_global_ml_A) (and $x21898 (= off!ww_global_ml_A ?x2858) $x2955 $x11305))))
 (let (($x3403 (=> (= (_ bv0 32) sel!ww_global_ml_A) (and $x21898 (= off!ww_global_ml_A (concat ?x2847 (_ bv0 3))) $x2955 $x11305))))
 (and (bvult sel!ww_global_ml_A (_ bv2 32)) $x3403 $x11408))))))))))))))
(assert
 (let (($x3487 (= (_ bv3 32) epoch!ww_global_ml_B)))
 (let (($x3485 (= (_ bv4 64) width!ww_global_ml_B)))
 (let ((?x26218 (bvmul (_ bv16 61) (concat (_ bv0 29) ctaid.z@B))))
 (let ((?x26220 (bvmul (_ bv4 61) (concat (_ bv0 29) ctaid.y@B))))
 (let ((?x26221 (concat (_ bv0 29) ctaid.x@B)))
 (let ((?x26222 (bvadd ?x26221 ?x26220 ?x26218)))
 (let ((?x26223 (concat ?x26222 (_ bv4 3))))
 (let (($x26215 (= tid.x@B (_ bv0 32))))
 (let (($x279 (= param!power (_ bv1 32))))
 (let (($x26216 (and $x279 $x26215)))
 (let (($x3009 (=> (= (_ bv1 32) sel!ww_global_ml_B) (and $x26216 (= off!ww_global_ml_B ?x26223) $x3485 $x3487))))
 (let (($x181 (=> (= (_ bv0 32) sel!ww_global_ml_B) (and $x26216 (= off!ww_global_ml_B (concat ?x26222 (_ bv0 3))) $x3485 $x3487))))
 (and (bvult sel!ww_global_ml_B (_ bv2 32)) $x181 $x3009))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x2571 (bvult off!ww_global_ml_B (bvadd off!ww_global_ml_A width!ww_global_ml_A))))
 (let (($x3484 (bvult off!ww_global_ml_A (bvadd off!ww_global_ml_B width!ww_global_ml_B))))
 (and $x3484 $x2571))))
(assert
 (let ((?x3254 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x3063 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x3063 tid.x@A) (concat ?x3254 tid.x@B)))))
(check-sat)
