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
(declare-fun epoch!ww_global_out_A () (_ BitVec 32))
(declare-fun width!ww_global_out_A () (_ BitVec 64))
(declare-fun off!ww_global_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_out_B () (_ BitVec 32))
(declare-fun width!ww_global_out_B () (_ BitVec 64))
(declare-fun off!ww_global_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_out_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
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
 (bvult tid.x@B (_ bv256 32)))
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
 (let ((?x1678 (bvadd (concat (_ bv0 25) ctaid.x@A) (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.y@A)))))
 (let ((?x1681 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x1678 (_ bv0 6))) (_ bv0 1))))
 (let (($x172 (= off!ww_global_out_A ?x1681)))
 (let ((?x1055 ((_ extract 31 6) tid.x@A)))
 (let (($x1630 (= ?x1055 (_ bv0 26))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1584 (and $x206 $x1630)))
 (let (($x145 (and $x1584 $x172 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv3 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x145)))))))))))
(assert
 (let ((?x1524 (bvadd (concat (_ bv0 25) ctaid.x@B) (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.y@B)))))
 (let ((?x1386 (concat ?x1524 (_ bv0 6))))
 (let ((?x1455 (concat (_ bv0 31) tid.x@B)))
 (let ((?x1580 (concat (bvadd ?x1455 ?x1386) (_ bv0 1))))
 (let ((?x1568 ((_ extract 31 6) tid.x@B)))
 (let (($x1486 (= ?x1568 (_ bv0 26))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1466 (and $x206 $x1486)))
 (let (($x106 (and $x1466 (= off!ww_global_out_B ?x1580) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv3 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x106))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x102 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
 (let ((?x269 (bvadd off!ww_global_out_B width!ww_global_out_B)))
 (and (bvult off!ww_global_out_A ?x269) $x102))))
(assert
 (let ((?x431 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x426 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x426 tid.x@A) (concat ?x431 tid.x@B)))))
(check-sat)
