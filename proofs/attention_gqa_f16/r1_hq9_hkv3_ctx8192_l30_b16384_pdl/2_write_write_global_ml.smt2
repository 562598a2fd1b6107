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
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x169 (= (_ bv4 32) epoch!ww_global_ml_A)))
 (let (($x140 (= (_ bv4 64) width!ww_global_ml_A)))
 (let ((?x1781 (bvmul (_ bv64 61) (concat (_ bv0 29) (bvmul (_ bv3 32) ctaid.y@A)))))
 (let ((?x1797 (bvmul (_ bv576 61) (concat (_ bv0 29) ctaid.z@A))))
 (let ((?x1827 (bvmul (_ bv64 61) (concat (_ bv0 29) tid.x@A))))
 (let ((?x1790 (concat (_ bv0 29) ctaid.x@A)))
 (let ((?x685 (bvadd ?x1790 ?x1827 ?x1797 ?x1781)))
 (let ((?x321 (concat ?x685 (_ bv4 3))))
 (let (($x1740 (bvule ((_ extract 1 0) tid.x@A) (_ bv2 2))))
 (let (($x704 (= ((_ extract 31 2) tid.x@A) (_ bv0 30))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x397 (and $x281 $x704 $x1740)))
 (let (($x3481 (=> (= (_ bv1 32) sel!ww_global_ml_A) (and $x397 (= off!ww_global_ml_A ?x321) $x140 $x169))))
 (let (($x90 (=> (= (_ bv0 32) sel!ww_global_ml_A) (and $x397 (= off!ww_global_ml_A (concat ?x685 (_ bv0 3))) $x140 $x169))))
 (and (bvult sel!ww_global_ml_A (_ bv2 32)) $x90 $x3481))))))))))))))))
(assert
 (let (($x252 (= (_ bv4 32) epoch!ww_global_ml_B)))
 (let (($x3862 (= (_ bv4 64) width!ww_global_ml_B)))
 (let ((?x2824 (bvmul (_ bv64 61) (concat (_ bv0 29) (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x2826 (bvmul (_ bv576 61) (concat (_ bv0 29) ctaid.z@B))))
 (let ((?x2828 (bvmul (_ bv64 61) (concat (_ bv0 29) tid.x@B))))
 (let ((?x2829 (concat (_ bv0 29) ctaid.x@B)))
 (let ((?x2830 (bvadd ?x2829 ?x2828 ?x2826 ?x2824)))
 (let ((?x2831 (concat ?x2830 (_ bv4 3))))
 (let (($x2818 (bvule ((_ extract 1 0) tid.x@B) (_ bv2 2))))
 (let (($x2820 (= ((_ extract 31 2) tid.x@B) (_ bv0 30))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2821 (and $x281 $x2820 $x2818)))
 (let (($x222 (=> (= (_ bv1 32) sel!ww_global_ml_B) (and $x2821 (= off!ww_global_ml_B ?x2831) $x3862 $x252))))
 (let (($x3895 (=> (= (_ bv0 32) sel!ww_global_ml_B) (and $x2821 (= off!ww_global_ml_B (concat ?x2830 (_ bv0 3))) $x3862 $x252))))
 (and (bvult sel!ww_global_ml_B (_ bv2 32)) $x3895 $x222))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x3418 (bvult off!ww_global_ml_B (bvadd off!ww_global_ml_A width!ww_global_ml_A))))
 (let ((?x3472 (bvadd off!ww_global_ml_B width!ww_global_ml_B)))
 (and (bvult off!ww_global_ml_A ?x3472) $x3418))))
(assert
 (let ((?x3806 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x3375 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x3375 tid.x@A) (concat ?x3806 tid.x@B)))))
(check-sat)
