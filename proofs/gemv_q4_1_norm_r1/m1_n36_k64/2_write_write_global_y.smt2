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
 (bvult ctaid.x@A (_ bv9 32)))
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
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x244 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x249 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x250 (bvadd ?x249 ?x244)))
 (let ((?x488 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x607 (bvmul (_ bv36 63) ?x488)))
 (let ((?x554 (concat (bvadd ?x607 (concat (_ bv0 31) ?x250)) (_ bv0 1))))
 (let (($x126 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x132 (not $x126)))
 (let ((?x127 ((_ extract 0 0) ctaid.y@A)))
 (let (($x131 (= ?x127 (_ bv1 1))))
 (let (($x418 (not (or $x131 $x132 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x265 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x270 (not (or (not (= ((_ extract 31 6) ?x250) (_ bv0 26))) $x265))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x397 (and $x229 $x270 $x418)))
 (let (($x90 (and $x397 (= off!ww_global_y_A ?x554) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x90)))))))))))))))))))
(assert
 (let ((?x730 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x732 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x733 (bvadd ?x732 ?x730)))
 (let ((?x755 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x756 (bvmul (_ bv36 63) ?x755)))
 (let ((?x758 (concat (bvadd ?x756 (concat (_ bv0 31) ?x733)) (_ bv0 1))))
 (let (($x743 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x744 (not $x743)))
 (let ((?x740 ((_ extract 0 0) ctaid.y@B)))
 (let (($x741 (= ?x740 (_ bv1 1))))
 (let (($x752 (not (or $x741 $x744 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))))
 (let (($x728 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x738 (not (or (not (= ((_ extract 31 6) ?x733) (_ bv0 26))) $x728))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x753 (and $x229 $x738 $x752)))
 (let (($x860 (and $x753 (= off!ww_global_y_B ?x758) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x860)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x212 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let (($x122 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x122 (bvult off!ww_global_y_B ?x212)))))
(assert
 (let ((?x1028 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1023 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1023 tid.x@A) (concat ?x1028 tid.x@B)))))
(check-sat)
