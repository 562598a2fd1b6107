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
 (bvult ctaid.x@A (_ bv160 32)))
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
 (bvult ctaid.x@B (_ bv160 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x351 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
 (let ((?x355 ((_ extract 31 5) tid.x@A)))
 (let ((?x356 (concat (_ bv0 5) ?x355)))
 (let ((?x357 (bvadd ?x356 ?x351)))
 (let ((?x368 (concat (_ bv0 32) ?x357)))
 (let ((?x1799 (bvmul (_ bv2 64) ?x368)))
 (let ((?x1488 ((_ extract 4 0) tid.x@A)))
 (let (($x1630 (= ?x1488 (_ bv0 5))))
 (let (($x372 (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 3))))))
 (let (($x373 (not (= ((_ extract 31 11) ?x357) (_ bv0 21)))))
 (let (($x1785 (not (or $x373 $x372))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x1788 (and $x312 $x1785 $x1630)))
 (let (($x116 (and $x1788 (= off!ww_global_y_A ?x1799) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv5 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x116)))))))))))))))))
(assert
 (let ((?x2777 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 3))))
 (let ((?x2759 ((_ extract 31 5) tid.x@B)))
 (let ((?x2778 (concat (_ bv0 5) ?x2759)))
 (let ((?x2779 (bvadd ?x2778 ?x2777)))
 (let ((?x2789 (concat (_ bv0 32) ?x2779)))
 (let ((?x2790 (bvmul (_ bv2 64) ?x2789)))
 (let ((?x2786 ((_ extract 4 0) tid.x@B)))
 (let (($x2787 (= ?x2786 (_ bv0 5))))
 (let (($x2775 (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 3))))))
 (let (($x2782 (not (= ((_ extract 31 11) ?x2779) (_ bv0 21)))))
 (let (($x2784 (not (or $x2782 $x2775))))
 (let (($x312 (= param!power (_ bv1 32))))
 (let (($x2788 (and $x312 $x2784 $x2787)))
 (let (($x122 (and $x2788 (= off!ww_global_y_B ?x2790) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv5 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x122)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3594 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let ((?x126 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x126) (bvult off!ww_global_y_B ?x3594)))))
(assert
 (let ((?x3587 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x203 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x203 tid.x@A) (concat ?x3587 tid.x@B)))))
(check-sat)
