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
 (bvult ctaid.x@A (_ bv6 32)))
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
 (bvult ctaid.x@B (_ bv6 32)))
(assert
 (bvult ctaid.y@B (_ bv37 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x250 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x255 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x256 (bvadd ?x255 ?x250)))
 (let ((?x541 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x763 (bvmul (_ bv23 63) ?x541)))
 (let ((?x760 (concat (bvadd ?x763 (concat (_ bv0 31) ?x256)) (_ bv0 1))))
 (let (($x128 (= ((_ extract 31 6) ctaid.y@A) (_ bv0 26))))
 (let (($x135 (not $x128)))
 (let ((?x130 ((_ extract 5 0) ctaid.y@A)))
 (let (($x134 (bvule (_ bv37 6) ?x130)))
 (let (($x681 (not (or $x134 $x135 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x274 (bvule (_ bv23 5) (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x279 (not (or (not (= ((_ extract 31 5) ?x256) (_ bv0 27))) $x274))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x682 (and $x232 $x279 $x681)))
 (let (($x1148 (and $x682 (= off!ww_global_y_A ?x760) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x1148)))))))))))))))))))
(assert
 (let ((?x968 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x970 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x971 (bvadd ?x970 ?x968)))
 (let ((?x993 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x994 (bvmul (_ bv23 63) ?x993)))
 (let ((?x996 (concat (bvadd ?x994 (concat (_ bv0 31) ?x971)) (_ bv0 1))))
 (let (($x981 (= ((_ extract 31 6) ctaid.y@B) (_ bv0 26))))
 (let (($x982 (not $x981)))
 (let ((?x978 ((_ extract 5 0) ctaid.y@B)))
 (let (($x979 (bvule (_ bv37 6) ?x978)))
 (let (($x990 (not (or $x979 $x982 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))))
 (let (($x966 (bvule (_ bv23 5) (bvadd ((_ extract 9 5) tid.x@B) (concat ((_ extract 2 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x976 (not (or (not (= ((_ extract 31 5) ?x971) (_ bv0 27))) $x966))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x991 (and $x232 $x976 $x990)))
 (let (($x160 (and $x991 (= off!ww_global_y_B ?x996) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x160)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x178 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let ((?x1194 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x1194) (bvult off!ww_global_y_B ?x178)))))
(assert
 (let ((?x1300 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1295 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1295 tid.x@A) (concat ?x1300 tid.x@B)))))
(check-sat)
