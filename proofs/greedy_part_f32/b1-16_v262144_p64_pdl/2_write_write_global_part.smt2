; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!part () (_ BitVec 64))
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
(declare-fun epoch!ww_global_part_A () (_ BitVec 32))
(declare-fun width!ww_global_part_A () (_ BitVec 64))
(declare-fun off!ww_global_part_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_part_A () (_ BitVec 32))
(declare-fun epoch!ww_global_part_B () (_ BitVec 32))
(declare-fun width!ww_global_part_B () (_ BitVec 64))
(declare-fun off!ww_global_part_B () (_ BitVec 64))
(declare-fun sel!ww_global_part_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv1 64) size!B) (bvule size!B (_ bv16 64))))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1048576 64) size!B))))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!part (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!part (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv512 64) size!B))))
(assert
 (and (distinct base!part (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (let ((?x44 ((_ extract 31 0) size!B)))
 (bvult ctaid.y@A ?x44)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (let ((?x44 ((_ extract 31 0) size!B)))
 (bvult ctaid.y@B ?x44)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x509 (bvadd (concat (_ bv0 29) ctaid.x@A) (bvmul (_ bv64 61) (concat (_ bv0 29) ctaid.y@A)))))
 (let ((?x512 (concat ?x509 (_ bv0 3))))
 (let (($x61 (= off!ww_global_part_A ?x512)))
 (let (($x600 (= tid.x@A (_ bv0 32))))
 (let (($x219 (= param!power (_ bv1 32))))
 (let (($x463 (and $x219 $x600)))
 (let (($x62 (and $x463 $x61 (= (_ bv8 64) width!ww_global_part_A) (= (_ bv1 32) epoch!ww_global_part_A))))
 (and (bvult sel!ww_global_part_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_part_A) $x62))))))))))
(assert
 (let ((?x1356 (bvmul (_ bv64 61) (concat (_ bv0 29) ctaid.y@B))))
 (let ((?x1357 (concat (_ bv0 29) ctaid.x@B)))
 (let ((?x1359 (concat (bvadd ?x1357 ?x1356) (_ bv0 3))))
 (let (($x1353 (= tid.x@B (_ bv0 32))))
 (let (($x219 (= param!power (_ bv1 32))))
 (let (($x1354 (and $x219 $x1353)))
 (let (($x58 (and $x1354 (= off!ww_global_part_B ?x1359) (= (_ bv8 64) width!ww_global_part_B) (= (_ bv1 32) epoch!ww_global_part_B))))
 (and (bvult sel!ww_global_part_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_part_B) $x58))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x106 (bvult off!ww_global_part_B (bvadd off!ww_global_part_A width!ww_global_part_A))))
 (let ((?x1469 (bvadd off!ww_global_part_B width!ww_global_part_B)))
 (and (bvult off!ww_global_part_A ?x1469) $x106))))
(assert
 (let ((?x1603 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1598 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1598 tid.x@A) (concat ?x1603 tid.x@B)))))
(check-sat)
