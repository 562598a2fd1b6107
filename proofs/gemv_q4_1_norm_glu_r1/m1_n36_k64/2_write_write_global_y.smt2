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
 (bvult ctaid.x@A (_ bv5 32)))
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
 (bvult ctaid.x@B (_ bv5 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x246 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x251 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x252 (bvadd ?x251 ?x246)))
 (let ((?x537 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x742 (bvmul (_ bv18 63) ?x537)))
 (let ((?x749 (concat (bvadd ?x742 (concat (_ bv0 31) ?x252)) (_ bv0 1))))
 (let (($x126 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x132 (not $x126)))
 (let ((?x127 ((_ extract 0 0) ctaid.y@A)))
 (let (($x131 (= ?x127 (_ bv1 1))))
 (let (($x678 (not (or $x131 $x132 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x270 (bvule (_ bv18 5) (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x275 (not (or (not (= ((_ extract 31 5) ?x252) (_ bv0 27))) $x270))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x679 (and $x229 $x275 $x678)))
 (let (($x196 (and $x679 (= off!ww_global_y_A ?x749) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x196)))))))))))))))))))
(assert
 (let ((?x966 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x968 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x969 (bvadd ?x968 ?x966)))
 (let ((?x991 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x992 (bvmul (_ bv18 63) ?x991)))
 (let ((?x994 (concat (bvadd ?x992 (concat (_ bv0 31) ?x969)) (_ bv0 1))))
 (let (($x979 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x980 (not $x979)))
 (let ((?x976 ((_ extract 0 0) ctaid.y@B)))
 (let (($x977 (= ?x976 (_ bv1 1))))
 (let (($x988 (not (or $x977 $x980 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))))
 (let (($x964 (bvule (_ bv18 5) (bvadd ((_ extract 9 5) tid.x@B) (concat ((_ extract 2 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x974 (not (or (not (= ((_ extract 31 5) ?x969) (_ bv0 27))) $x964))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x989 (and $x229 $x974 $x988)))
 (let (($x153 (and $x989 (= off!ww_global_y_B ?x994) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x153)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x102 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let (($x215 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x215 (bvult off!ww_global_y_B ?x102)))))
(assert
 (let ((?x1294 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1289 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1289 tid.x@A) (concat ?x1294 tid.x@B)))))
(check-sat)
