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
 (bvult ctaid.x@A (_ bv64 32)))
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
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x224 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x229 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x230 (bvadd ?x229 ?x224)))
 (let ((?x622 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x697 (bvmul (_ bv256 63) ?x622)))
 (let ((?x684 (concat (bvadd ?x697 (concat (_ bv0 31) ?x230)) (_ bv0 1))))
 (let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x126 (not $x120)))
 (let ((?x121 ((_ extract 0 0) ctaid.y@A)))
 (let (($x125 (= ?x121 (_ bv1 1))))
 (let (($x701 (not (or $x125 $x126 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x245 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x250 (not (or (not (= ((_ extract 31 9) ?x230) (_ bv0 23))) $x245))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x802 (and $x207 $x250 $x701)))
 (let (($x943 (and $x802 (= off!ww_global_y_A ?x684) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x943)))))))))))))))))))
(assert
 (let ((?x564 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2)))))
 (let ((?x514 (concat (_ bv0 31) ?x564)))
 (let ((?x516 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x517 (bvmul (_ bv256 63) ?x516)))
 (let ((?x531 (concat (bvadd ?x517 ?x514) (_ bv0 1))))
 (let (($x523 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x525 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x530 (not $x525)))
 (let ((?x536 ((_ extract 0 0) ctaid.y@B)))
 (let (($x508 (= ?x536 (_ bv1 1))))
 (let (($x655 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@B) (concat ((_ extract 6 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x584 (not (= ((_ extract 31 9) ?x564) (_ bv0 23)))))
 (let (($x559 (not (or $x584 $x655))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x513 (and $x207 $x559 (not (or $x508 $x530 $x523)))))
 (let (($x159 (and $x513 (= off!ww_global_y_B ?x531) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x159)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x176 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
 (let (($x155 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x155 $x176))))
(assert
 (let ((?x1061 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1056 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1056 tid.x@A) (concat ?x1061 tid.x@B)))))
(check-sat)
