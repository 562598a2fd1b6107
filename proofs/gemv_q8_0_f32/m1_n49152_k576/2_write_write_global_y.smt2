; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
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
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709355007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv12288 32)))
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
 (bvult ctaid.x@B (_ bv12288 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x228 (bvadd ?x227 ?x222)))
 (let ((?x1572 (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) ctaid.y@A) (_ bv0 2)))))
 (let ((?x1576 (concat (bvadd ?x1572 (concat (_ bv0 30) ?x228)) (_ bv0 2))))
 (let ((?x335 ((_ extract 29 0) ctaid.y@A)))
 (let (($x376 (= ?x335 (_ bv0 30))))
 (let ((?x362 ((_ extract 4 0) tid.x@A)))
 (let (($x1550 (= ?x362 (_ bv0 5))))
 (let (($x243 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@A) (concat ((_ extract 13 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 16) ?x228) (_ bv0 16))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1543 (and $x207 $x248 $x1550 $x376)))
 (let (($x69 (and $x1543 (= off!ww_global_y_A ?x1576) (= (_ bv4 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x69)))))))))))))))))
(assert
 (let ((?x458 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x462 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x463 (bvadd ?x462 ?x458)))
 (let ((?x1734 (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) ctaid.y@B) (_ bv0 2)))))
 (let ((?x1726 (concat (bvadd ?x1734 (concat (_ bv0 30) ?x463)) (_ bv0 2))))
 (let ((?x552 ((_ extract 29 0) ctaid.y@B)))
 (let (($x565 (= ?x552 (_ bv0 30))))
 (let ((?x593 ((_ extract 4 0) tid.x@B)))
 (let (($x1773 (= ?x593 (_ bv0 5))))
 (let (($x476 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@B) (concat ((_ extract 13 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x481 (not (or (not (= ((_ extract 31 16) ?x463) (_ bv0 16))) $x476))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1770 (and $x207 $x481 $x1773 $x565)))
 (let (($x116 (and $x1770 (= off!ww_global_y_B ?x1726) (= (_ bv4 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x116)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x657 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let ((?x151 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x151) (bvult off!ww_global_y_B ?x657)))))
(check-sat)
