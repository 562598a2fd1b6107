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
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x415 (bvadd (concat (_ bv0 25) ctaid.y@A) (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)))))
 (let ((?x2541 (concat ?x415 (_ bv0 6))))
 (let ((?x2583 (concat (_ bv0 31) tid.x@A)))
 (let ((?x2668 (concat (bvadd ?x2583 ?x2541) (_ bv0 1))))
 (let ((?x5456 ((_ extract 31 6) tid.x@A)))
 (let (($x2516 (= ?x5456 (_ bv0 26))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x2911 (and $x254 $x2516)))
 (let (($x2840 (and $x2911 (= off!ww_global_out_A ?x2668) (= (_ bv2 64) width!ww_global_out_A) (= (_ bv3 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x2840))))))))))))
(assert
 (let ((?x7591 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x7592 (concat (_ bv0 25) ctaid.y@B)))
 (let ((?x7593 (bvadd ?x7592 ?x7591)))
 (let ((?x7595 (concat (_ bv0 31) tid.x@B)))
 (let ((?x7597 (concat (bvadd ?x7595 (concat ?x7593 (_ bv0 6))) (_ bv0 1))))
 (let ((?x7587 ((_ extract 31 6) tid.x@B)))
 (let (($x7588 (= ?x7587 (_ bv0 26))))
 (let (($x254 (= param!power (_ bv1 32))))
 (let (($x7589 (and $x254 $x7588)))
 (let (($x196 (and $x7589 (= off!ww_global_out_B ?x7597) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv3 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x196)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x88 (bvadd off!ww_global_out_A width!ww_global_out_A)))
 (let (($x2887 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
 (and $x2887 (bvult off!ww_global_out_B ?x88)))))
(assert
 (let ((?x2970 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x2965 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x2965 tid.x@A) (concat ?x2970 tid.x@B)))))
(check-sat)
