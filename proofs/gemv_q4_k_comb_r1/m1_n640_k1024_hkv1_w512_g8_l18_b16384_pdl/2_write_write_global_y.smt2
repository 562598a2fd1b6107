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
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv80 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv80 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x373 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
 (let ((?x378 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x379 (bvadd ?x378 ?x373)))
 (let ((?x390 (concat (_ bv0 32) ?x379)))
 (let ((?x3425 (bvmul (_ bv2 64) ?x390)))
 (let ((?x426 ((_ extract 4 0) tid.x@A)))
 (let (($x3918 (= ?x426 (_ bv0 5))))
 (let (($x394 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 3))))))
 (let (($x395 (not (= ((_ extract 31 10) ?x379) (_ bv0 22)))))
 (let (($x3985 (not (or $x395 $x394))))
 (let (($x321 (= param!power (_ bv1 32))))
 (let (($x3684 (and $x321 $x3985 $x3918)))
 (let (($x626 (and $x3684 (= off!ww_global_y_A ?x3425) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv1 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x626))))))))))))))))
(assert
 (let ((?x5028 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 3)))))
 (let ((?x5438 (concat (_ bv0 32) ?x5028)))
 (let ((?x6179 (bvmul (_ bv2 64) ?x5438)))
 (let (($x854 (= off!ww_global_y_B ?x6179)))
 (let ((?x4844 ((_ extract 4 0) tid.x@B)))
 (let (($x4989 (= ?x4844 (_ bv0 5))))
 (let (($x6220 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 6 0) ctaid.x@B) (_ bv0 3))))))
 (let (($x4004 (not (= ((_ extract 31 10) ?x5028) (_ bv0 22)))))
 (let (($x4491 (not (or $x4004 $x6220))))
 (let (($x321 (= param!power (_ bv1 32))))
 (let (($x4615 (and $x321 $x4491 $x4989)))
 (let (($x864 (and $x4615 $x854 (= (_ bv2 64) width!ww_global_y_B) (= (_ bv1 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x864)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x872 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let (($x871 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x871 (bvult off!ww_global_y_B ?x872)))))
(assert
 (let ((?x627 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x697 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x697 tid.x@A) (concat ?x627 tid.x@B)))))
(check-sat)
