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
 (bvult ctaid.x@A (_ bv12 32)))
(assert
 (bvult ctaid.y@A (_ bv37 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv12 32)))
(assert
 (bvult ctaid.y@B (_ bv37 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x247 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x252 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x253 (bvadd ?x252 ?x247)))
 (let ((?x500 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x1532 (bvmul (_ bv46 63) ?x500)))
 (let ((?x1536 (concat (bvadd ?x1532 (concat (_ bv0 31) ?x253)) (_ bv0 1))))
 (let (($x128 (= ((_ extract 31 6) ctaid.y@A) (_ bv0 26))))
 (let (($x135 (not $x128)))
 (let ((?x130 ((_ extract 5 0) ctaid.y@A)))
 (let (($x134 (bvule (_ bv37 6) ?x130)))
 (let (($x1519 (not (or $x134 $x135 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x267 (bvule (_ bv46 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x272 (not (or (not (= ((_ extract 31 6) ?x253) (_ bv0 26))) $x267))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x1520 (and $x232 $x272 $x1519)))
 (let (($x3160 (and $x1520 (= off!ww_global_y_A ?x1536) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x3160)))))))))))))))))))
(assert
 (let ((?x1542 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2)))))
 (let ((?x490 (concat (bvadd (bvmul (_ bv46 63) (concat (_ bv0 31) ctaid.y@B)) (concat (_ bv0 31) ?x1542)) (_ bv0 1))))
 (let (($x3179 (= off!ww_global_y_B ?x490)))
 (let (($x1562 (= ((_ extract 31 6) ctaid.y@B) (_ bv0 26))))
 (let (($x1563 (not $x1562)))
 (let ((?x506 ((_ extract 5 0) ctaid.y@B)))
 (let (($x1558 (bvule (_ bv37 6) ?x506)))
 (let (($x548 (not (or $x1558 $x1563 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))))
 (let (($x1551 (bvule (_ bv46 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x493 (not (or (not (= ((_ extract 31 6) ?x1542) (_ bv0 26))) $x1551))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x1537 (and $x232 $x493 $x548)))
 (let (($x3166 (and $x1537 $x3179 (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x3166))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x123 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let (($x186 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x186 $x123))))
(check-sat)
