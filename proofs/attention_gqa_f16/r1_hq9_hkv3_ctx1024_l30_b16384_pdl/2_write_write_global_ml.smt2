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
 (bvult ctaid.x@A (_ bv8 32)))
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
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x87 (= (_ bv4 32) epoch!ww_global_ml_A)))
 (let (($x245 (= (_ bv4 64) width!ww_global_ml_A)))
 (let ((?x1831 (bvmul (_ bv8 61) (concat (_ bv0 29) (bvmul (_ bv3 32) ctaid.y@A)))))
 (let ((?x1824 (bvmul (_ bv72 61) (concat (_ bv0 29) ctaid.z@A))))
 (let ((?x705 (bvmul (_ bv8 61) (concat (_ bv0 29) tid.x@A))))
 (let ((?x1746 (concat (_ bv0 29) ctaid.x@A)))
 (let ((?x1816 (bvadd ?x1746 ?x705 ?x1824 ?x1831)))
 (let ((?x320 (concat ?x1816 (_ bv4 3))))
 (let (($x1791 (bvule ((_ extract 1 0) tid.x@A) (_ bv2 2))))
 (let (($x1768 (= ((_ extract 31 2) tid.x@A) (_ bv0 30))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x464 (and $x281 $x1768 $x1791)))
 (let (($x215 (=> (= (_ bv1 32) sel!ww_global_ml_A) (and $x464 (= off!ww_global_ml_A ?x320) $x245 $x87))))
 (let (($x3628 (=> (= (_ bv0 32) sel!ww_global_ml_A) (and $x464 (= off!ww_global_ml_A (concat ?x1816 (_ bv0 3))) $x245 $x87))))
 (and (bvult sel!ww_global_ml_A (_ bv2 32)) $x3628 $x215))))))))))))))))
(assert
 (let (($x3871 (= (_ bv4 32) epoch!ww_global_ml_B)))
 (let (($x3882 (= (_ bv4 64) width!ww_global_ml_B)))
 (let ((?x2826 (bvmul (_ bv8 61) (concat (_ bv0 29) (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x2828 (bvmul (_ bv72 61) (concat (_ bv0 29) ctaid.z@B))))
 (let ((?x2830 (bvmul (_ bv8 61) (concat (_ bv0 29) tid.x@B))))
 (let ((?x2831 (concat (_ bv0 29) ctaid.x@B)))
 (let ((?x2832 (bvadd ?x2831 ?x2830 ?x2828 ?x2826)))
 (let ((?x2833 (concat ?x2832 (_ bv4 3))))
 (let (($x2820 (bvule ((_ extract 1 0) tid.x@B) (_ bv2 2))))
 (let (($x2822 (= ((_ extract 31 2) tid.x@B) (_ bv0 30))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2823 (and $x281 $x2822 $x2820)))
 (let (($x3888 (=> (= (_ bv1 32) sel!ww_global_ml_B) (and $x2823 (= off!ww_global_ml_B ?x2833) $x3882 $x3871))))
 (let (($x64 (=> (= (_ bv0 32) sel!ww_global_ml_B) (and $x2823 (= off!ww_global_ml_B (concat ?x2832 (_ bv0 3))) $x3882 $x3871))))
 (and (bvult sel!ww_global_ml_B (_ bv2 32)) $x64 $x3888))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x119 (bvadd off!ww_global_ml_A width!ww_global_ml_A)))
 (let ((?x3619 (bvadd off!ww_global_ml_B width!ww_global_ml_B)))
 (and (bvult off!ww_global_ml_A ?x3619) (bvult off!ww_global_ml_B ?x119)))))
(assert
 (let ((?x3741 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x3803 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x3803 tid.x@A) (concat ?x3741 tid.x@B)))))
(check-sat)
