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
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x181 (= (_ bv3 32) epoch!ww_global_ml_A)))
 (let (($x259 (= (_ bv4 64) width!ww_global_ml_A)))
 (let ((?x2658 (bvmul (_ bv288 61) (concat (_ bv0 29) ctaid.z@A))))
 (let ((?x2752 (bvmul (_ bv32 61) (concat (_ bv0 29) ctaid.y@A))))
 (let ((?x2539 (concat (_ bv0 29) ctaid.x@A)))
 (let ((?x2732 (bvadd ?x2539 ?x2752 ?x2658)))
 (let ((?x2624 (concat ?x2732 (_ bv4 3))))
 (let (($x5611 (= tid.x@A (_ bv0 32))))
 (let (($x280 (= param!power (_ bv1 32))))
 (let (($x5499 (and $x280 $x5611)))
 (let (($x3038 (=> (= (_ bv1 32) sel!ww_global_ml_A) (and $x5499 (= off!ww_global_ml_A ?x2624) $x259 $x181))))
 (let (($x3044 (=> (= (_ bv0 32) sel!ww_global_ml_A) (and $x5499 (= off!ww_global_ml_A (concat ?x2732 (_ bv0 3))) $x259 $x181))))
 (and (bvult sel!ww_global_ml_A (_ bv2 32)) $x3044 $x3038))))))))))))))
(assert
 (let (($x174 (= (_ bv3 32) epoch!ww_global_ml_B)))
 (let (($x3054 (= (_ bv4 64) width!ww_global_ml_B)))
 (let ((?x7723 (bvmul (_ bv288 61) (concat (_ bv0 29) ctaid.z@B))))
 (let ((?x7725 (bvmul (_ bv32 61) (concat (_ bv0 29) ctaid.y@B))))
 (let ((?x7726 (concat (_ bv0 29) ctaid.x@B)))
 (let ((?x7727 (bvadd ?x7726 ?x7725 ?x7723)))
 (let ((?x7728 (concat ?x7727 (_ bv4 3))))
 (let (($x7720 (= tid.x@B (_ bv0 32))))
 (let (($x280 (= param!power (_ bv1 32))))
 (let (($x7721 (and $x280 $x7720)))
 (let (($x2826 (=> (= (_ bv1 32) sel!ww_global_ml_B) (and $x7721 (= off!ww_global_ml_B ?x7728) $x3054 $x174))))
 (let (($x3089 (=> (= (_ bv0 32) sel!ww_global_ml_B) (and $x7721 (= off!ww_global_ml_B (concat ?x7727 (_ bv0 3))) $x3054 $x174))))
 (and (bvult sel!ww_global_ml_B (_ bv2 32)) $x3089 $x2826))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x105 (bvult off!ww_global_ml_B (bvadd off!ww_global_ml_A width!ww_global_ml_A))))
 (let (($x264 (bvult off!ww_global_ml_A (bvadd off!ww_global_ml_B width!ww_global_ml_B))))
 (and $x264 $x105))))
(assert
 (let ((?x3070 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x3023 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x3023 tid.x@A) (concat ?x3070 tid.x@B)))))
(check-sat)
