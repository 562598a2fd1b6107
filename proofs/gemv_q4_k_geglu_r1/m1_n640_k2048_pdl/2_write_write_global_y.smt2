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
(declare-fun epoch!ww_global_y_A () (_ BitVec 32))
(declare-fun width!ww_global_y_A () (_ BitVec 64))
(declare-fun off!ww_global_y_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_y_A () (_ BitVec 32))
(declare-fun epoch!ww_global_y_B () (_ BitVec 32))
(declare-fun width!ww_global_y_B () (_ BitVec 64))
(declare-fun off!ww_global_y_B () (_ BitVec 64))
(declare-fun sel!ww_global_y_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv160 32)))
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
 (bvult ctaid.x@B (_ bv160 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x229 (bvadd ?x228 ?x223)))
 (let ((?x3076 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x3037 (concat (bvadd ?x3076 (concat (_ bv0 31) ?x229)) (_ bv0 1))))
 (let (($x119 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x125 (not $x119)))
 (let ((?x120 ((_ extract 0 0) ctaid.y@A)))
 (let (($x124 (= ?x120 (_ bv1 1))))
 (let (($x3426 (not (or $x124 $x125 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x244 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x249 (not (or (not (= ((_ extract 31 10) ?x229) (_ bv0 22))) $x244))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x3427 (and $x206 $x249 $x3426)))
 (let (($x6217 (and $x3427 (= off!ww_global_y_A ?x3037) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x6217))))))))))))))))))
(assert
 (let ((?x5946 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x5948 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x5949 (bvadd ?x5948 ?x5946)))
 (let ((?x5976 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.y@B))))
 (let ((?x5978 (concat (bvadd ?x5976 (concat (_ bv0 31) ?x5949)) (_ bv0 1))))
 (let (($x5965 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x5967 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x5968 (not $x5967)))
 (let ((?x5969 ((_ extract 0 0) ctaid.y@B)))
 (let (($x5970 (= ?x5969 (_ bv1 1))))
 (let (($x5944 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x5954 (not (or (not (= ((_ extract 31 10) ?x5949) (_ bv0 22))) $x5944))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x5973 (and $x206 $x5954 (not (or $x5970 $x5968 $x5965)))))
 (let (($x47 (and $x5973 (= off!ww_global_y_B ?x5978) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x47))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x135 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let ((?x77 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x77) (bvult off!ww_global_y_B ?x135)))))
(assert
 (let ((?x6351 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x6346 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x6346 tid.x@A) (concat ?x6351 tid.x@B)))))
(check-sat)
