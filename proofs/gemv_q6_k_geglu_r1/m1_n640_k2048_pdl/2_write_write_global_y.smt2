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
 (let ((?x221 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x226 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x227 (bvadd ?x226 ?x221)))
 (let ((?x2656 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x2526 (concat (bvadd ?x2656 (concat (_ bv0 31) ?x227)) (_ bv0 1))))
 (let (($x119 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x125 (not $x119)))
 (let ((?x120 ((_ extract 0 0) ctaid.y@A)))
 (let (($x124 (= ?x120 (_ bv1 1))))
 (let (($x1832 (not (or $x124 $x125 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x242 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1787 (and $x206 $x247 $x1832)))
 (let (($x89 (and $x1787 (= off!ww_global_y_A ?x2526) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x89))))))))))))))))))
(assert
 (let ((?x5315 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x5317 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x5318 (bvadd ?x5317 ?x5315)))
 (let ((?x5338 (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.y@B))))
 (let ((?x5340 (concat (bvadd ?x5338 (concat (_ bv0 31) ?x5318)) (_ bv0 1))))
 (let (($x5327 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x5329 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x5330 (not $x5329)))
 (let ((?x5331 ((_ extract 0 0) ctaid.y@B)))
 (let (($x5332 (= ?x5331 (_ bv1 1))))
 (let (($x5313 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x5323 (not (or (not (= ((_ extract 31 10) ?x5318) (_ bv0 22))) $x5313))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x5335 (and $x206 $x5323 (not (or $x5332 $x5330 $x5327)))))
 (let (($x5700 (and $x5335 (= off!ww_global_y_B ?x5340) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x5700))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x44 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let (($x114 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x114 (bvult off!ww_global_y_B ?x44)))))
(assert
 (let ((?x5790 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x5785 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x5785 tid.x@A) (concat ?x5790 tid.x@B)))))
(check-sat)
