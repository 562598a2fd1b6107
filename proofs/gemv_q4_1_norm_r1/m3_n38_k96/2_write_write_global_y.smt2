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
 (bvult ctaid.x@A (_ bv10 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv10 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x248 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x253 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x254 (bvadd ?x253 ?x248)))
 (let ((?x491 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x651 (bvmul (_ bv38 63) ?x491)))
 (let ((?x557 (concat (bvadd ?x651 (concat (_ bv0 31) ?x254)) (_ bv0 1))))
 (let (($x128 (= ((_ extract 31 2) ctaid.y@A) (_ bv0 30))))
 (let (($x136 (not $x128)))
 (let ((?x130 ((_ extract 1 0) ctaid.y@A)))
 (let (($x135 (= ?x130 (_ bv3 2))))
 (let (($x449 (not (or $x135 $x136 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x269 (bvule (_ bv38 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x274 (not (or (not (= ((_ extract 31 6) ?x254) (_ bv0 26))) $x269))))
 (let (($x233 (= param!power (_ bv1 32))))
 (let (($x331 (and $x233 $x274 $x449)))
 (let (($x909 (and $x331 (= off!ww_global_y_A ?x557) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x909)))))))))))))))))))
(assert
 (let ((?x733 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x735 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x736 (bvadd ?x735 ?x733)))
 (let ((?x758 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x759 (bvmul (_ bv38 63) ?x758)))
 (let ((?x761 (concat (bvadd ?x759 (concat (_ bv0 31) ?x736)) (_ bv0 1))))
 (let (($x746 (= ((_ extract 31 2) ctaid.y@B) (_ bv0 30))))
 (let (($x747 (not $x746)))
 (let ((?x743 ((_ extract 1 0) ctaid.y@B)))
 (let (($x744 (= ?x743 (_ bv3 2))))
 (let (($x755 (not (or $x744 $x747 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))))
 (let (($x731 (bvule (_ bv38 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x741 (not (or (not (= ((_ extract 31 6) ?x736) (_ bv0 26))) $x731))))
 (let (($x233 (= param!power (_ bv1 32))))
 (let (($x756 (and $x233 $x741 $x755)))
 (let (($x66 (and $x756 (= off!ww_global_y_B ?x761) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x66)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x143 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
 (let (($x174 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x174 $x143))))
(assert
 (let ((?x1013 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1008 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1008 tid.x@A) (concat ?x1013 tid.x@B)))))
(check-sat)
