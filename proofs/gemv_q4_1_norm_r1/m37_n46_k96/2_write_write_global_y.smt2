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
 (let ((?x490 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x649 (bvmul (_ bv46 63) ?x490)))
 (let ((?x555 (concat (bvadd ?x649 (concat (_ bv0 31) ?x253)) (_ bv0 1))))
 (let (($x128 (= ((_ extract 31 6) ctaid.y@A) (_ bv0 26))))
 (let (($x135 (not $x128)))
 (let ((?x130 ((_ extract 5 0) ctaid.y@A)))
 (let (($x134 (bvule (_ bv37 6) ?x130)))
 (let (($x460 (not (or $x134 $x135 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x267 (bvule (_ bv46 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x272 (not (or (not (= ((_ extract 31 6) ?x253) (_ bv0 26))) $x267))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x284 (and $x232 $x272 $x460)))
 (let (($x899 (and $x284 (= off!ww_global_y_A ?x555) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x899)))))))))))))))))))
(assert
 (let ((?x732 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x734 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x735 (bvadd ?x734 ?x732)))
 (let ((?x757 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x758 (bvmul (_ bv46 63) ?x757)))
 (let ((?x760 (concat (bvadd ?x758 (concat (_ bv0 31) ?x735)) (_ bv0 1))))
 (let (($x745 (= ((_ extract 31 6) ctaid.y@B) (_ bv0 26))))
 (let (($x746 (not $x745)))
 (let ((?x742 ((_ extract 5 0) ctaid.y@B)))
 (let (($x743 (bvule (_ bv37 6) ?x742)))
 (let (($x754 (not (or $x743 $x746 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))))
 (let (($x730 (bvule (_ bv46 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x740 (not (or (not (= ((_ extract 31 6) ?x735) (_ bv0 26))) $x730))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x755 (and $x232 $x740 $x754)))
 (let (($x170 (and $x755 (= off!ww_global_y_B ?x760) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x170)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x915 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
 (let (($x171 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x171 $x915))))
(assert
 (let ((?x1038 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x182 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x182 tid.x@A) (concat ?x1038 tid.x@B)))))
(check-sat)
