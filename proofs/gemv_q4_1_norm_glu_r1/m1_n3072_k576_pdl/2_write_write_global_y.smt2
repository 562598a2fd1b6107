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
 (bvult ctaid.x@A (_ bv384 32)))
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
 (bvult ctaid.x@B (_ bv384 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x247 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x252 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x253 (bvadd ?x252 ?x247)))
 (let ((?x596 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x1181 (bvmul (_ bv1536 63) ?x596)))
 (let ((?x1185 (concat (bvadd ?x1181 (concat (_ bv0 31) ?x253)) (_ bv0 1))))
 (let (($x126 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x132 (not $x126)))
 (let ((?x127 ((_ extract 0 0) ctaid.y@A)))
 (let (($x131 (= ?x127 (_ bv1 1))))
 (let (($x1131 (not (or $x131 $x132 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x271 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x276 (not (or (not (= ((_ extract 31 11) ?x253) (_ bv0 21))) $x271))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1132 (and $x229 $x276 $x1131)))
 (let (($x67 (and $x1132 (= off!ww_global_y_A ?x1185) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x67)))))))))))))))))))
(assert
 (let ((?x1720 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x1722 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x1723 (bvadd ?x1722 ?x1720)))
 (let ((?x1745 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x1746 (bvmul (_ bv1536 63) ?x1745)))
 (let ((?x1748 (concat (bvadd ?x1746 (concat (_ bv0 31) ?x1723)) (_ bv0 1))))
 (let (($x1733 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x1734 (not $x1733)))
 (let ((?x1730 ((_ extract 0 0) ctaid.y@B)))
 (let (($x1731 (= ?x1730 (_ bv1 1))))
 (let (($x1742 (not (or $x1731 $x1734 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))))
 (let (($x1718 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@B) (concat ((_ extract 8 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x1728 (not (or (not (= ((_ extract 31 11) ?x1723) (_ bv0 21))) $x1718))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1743 (and $x229 $x1728 $x1742)))
 (let (($x106 (and $x1743 (= off!ww_global_y_B ?x1748) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x106)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x194 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let (($x58 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x58 (bvult off!ww_global_y_B ?x194)))))
(assert
 (let ((?x2064 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x2059 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x2059 tid.x@A) (concat ?x2064 tid.x@B)))))
(check-sat)
