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
 (bvult tid.x@A (_ bv256 32)))
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
 (bvult tid.x@B (_ bv256 32)))
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
 (let ((?x473 (bvadd (concat (_ bv0 29) ctaid.x@A) (bvmul (_ bv64 61) (concat (_ bv0 29) ctaid.y@A)))))
 (let ((?x434 (concat ?x473 (_ bv0 3))))
 (let (($x106 (= off!ww_global_part_A ?x434)))
 (let (($x567 (= tid.x@A (_ bv0 32))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x409 (and $x184 $x567)))
 (let (($x132 (and $x409 $x106 (= (_ bv8 64) width!ww_global_part_A) (= (_ bv1 32) epoch!ww_global_part_A))))
 (and (bvult sel!ww_global_part_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_part_A) $x132))))))))))
(assert
 (let ((?x1322 (bvmul (_ bv64 61) (concat (_ bv0 29) ctaid.y@B))))
 (let ((?x1323 (concat (_ bv0 29) ctaid.x@B)))
 (let ((?x1325 (concat (bvadd ?x1323 ?x1322) (_ bv0 3))))
 (let (($x1319 (= tid.x@B (_ bv0 32))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x1320 (and $x184 $x1319)))
 (let (($x163 (and $x1320 (= off!ww_global_part_B ?x1325) (= (_ bv8 64) width!ww_global_part_B) (= (_ bv1 32) epoch!ww_global_part_B))))
 (and (bvult sel!ww_global_part_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_part_B) $x163))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1445 (bvadd off!ww_global_part_A width!ww_global_part_A)))
 (let ((?x75 (bvadd off!ww_global_part_B width!ww_global_part_B)))
 (and (bvult off!ww_global_part_A ?x75) (bvult off!ww_global_part_B ?x1445)))))
(assert
 (let ((?x1588 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1464 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1464 tid.x@A) (concat ?x1588 tid.x@B)))))
(check-sat)
