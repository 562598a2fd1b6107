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
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x228 (bvadd ?x227 ?x222)))
 (let ((?x472 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x312 (bvmul (_ bv256 63) ?x472)))
 (let ((?x286 (concat (bvadd ?x312 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
 (let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x126 (not $x120)))
 (let ((?x121 ((_ extract 0 0) ctaid.y@A)))
 (let (($x125 (= ?x121 (_ bv1 1))))
 (let (($x368 (not (or $x125 $x126 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x243 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 9) ?x228) (_ bv0 23))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x399 (and $x207 $x248 $x368)))
 (let (($x825 (and $x399 (= off!ww_global_y_A ?x286) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x825)))))))))))))))))))
(assert
 (let ((?x661 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x664 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x663 (bvadd ?x664 ?x661)))
 (let ((?x694 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x695 (bvmul (_ bv256 63) ?x694)))
 (let ((?x697 (concat (bvadd ?x695 (concat (_ bv0 31) ?x663)) (_ bv0 1))))
 (let (($x684 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x679 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x687 (not $x679)))
 (let ((?x688 ((_ extract 0 0) ctaid.y@B)))
 (let (($x689 (= ?x688 (_ bv1 1))))
 (let (($x670 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@B) (concat ((_ extract 6 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x683 (not (or (not (= ((_ extract 31 9) ?x663) (_ bv0 23))) $x670))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x692 (and $x207 $x683 (not (or $x689 $x687 $x684)))))
 (let (($x159 (and $x692 (= off!ww_global_y_B ?x697) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x159)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x112 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
 (let ((?x129 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x129) $x112))))
(assert
 (let ((?x993 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x988 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x988 tid.x@A) (concat ?x993 tid.x@B)))))
(check-sat)
