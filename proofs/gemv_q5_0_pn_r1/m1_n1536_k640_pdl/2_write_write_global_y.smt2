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
 (bvult ctaid.x@A (_ bv192 32)))
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
 (bvult ctaid.x@B (_ bv192 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x352 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
 (let ((?x356 ((_ extract 31 5) tid.x@A)))
 (let ((?x357 (concat (_ bv0 5) ?x356)))
 (let ((?x358 (bvadd ?x357 ?x352)))
 (let ((?x365 (concat (_ bv0 32) ?x358)))
 (let ((?x1799 (bvmul (_ bv2 64) ?x365)))
 (let ((?x1489 ((_ extract 4 0) tid.x@A)))
 (let (($x1788 (= ?x1489 (_ bv0 5))))
 (let (($x373 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 3))))))
 (let (($x374 (not (= ((_ extract 31 11) ?x358) (_ bv0 21)))))
 (let (($x1785 (not (or $x374 $x373))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x1792 (and $x313 $x1785 $x1788)))
 (let (($x165 (and $x1792 (= off!ww_global_y_A ?x1799) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv5 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x165)))))))))))))))))
(assert
 (let ((?x2778 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 3))))
 (let ((?x2760 ((_ extract 31 5) tid.x@B)))
 (let ((?x2779 (concat (_ bv0 5) ?x2760)))
 (let ((?x2780 (bvadd ?x2779 ?x2778)))
 (let ((?x2790 (concat (_ bv0 32) ?x2780)))
 (let ((?x2791 (bvmul (_ bv2 64) ?x2790)))
 (let ((?x2787 ((_ extract 4 0) tid.x@B)))
 (let (($x2788 (= ?x2787 (_ bv0 5))))
 (let (($x2776 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 3))))))
 (let (($x2783 (not (= ((_ extract 31 11) ?x2780) (_ bv0 21)))))
 (let (($x2785 (not (or $x2783 $x2776))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x2789 (and $x313 $x2785 $x2788)))
 (let (($x168 (and $x2789 (= off!ww_global_y_B ?x2791) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv5 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x168)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x3587 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
 (let (($x135 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x135 $x3587))))
(assert
 (let ((?x3458 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x264 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x264 tid.x@A) (concat ?x3458 tid.x@B)))))
(check-sat)
