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
 (bvult ctaid.x@A (_ bv144 32)))
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
 (bvult ctaid.x@B (_ bv144 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x219 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x224 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x225 (bvadd ?x224 ?x219)))
 (let ((?x699 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv0 2)))))
 (let ((?x558 (concat (bvadd ?x699 (concat (_ bv0 31) ?x225)) (_ bv0 1))))
 (let ((?x660 ((_ extract 29 0) ctaid.y@A)))
 (let (($x676 (= ?x660 (_ bv0 30))))
 (let (($x749 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x240 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x245 (not (or (not (= ((_ extract 31 10) ?x225) (_ bv0 22))) $x240))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x752 (and $x204 $x245 $x749 $x676)))
 (let (($x175 (and $x752 (= off!ww_global_y_A ?x558) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x175))))))))))))))))
(assert
 (let ((?x3509 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x3511 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x3512 (bvadd ?x3511 ?x3509)))
 (let ((?x3521 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv0 2)))))
 (let ((?x3523 (concat (bvadd ?x3521 (concat (_ bv0 31) ?x3512)) (_ bv0 1))))
 (let ((?x3499 ((_ extract 29 0) ctaid.y@B)))
 (let (($x3500 (= ?x3499 (_ bv0 30))))
 (let (($x3502 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x3507 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x3517 (not (or (not (= ((_ extract 31 10) ?x3512) (_ bv0 22))) $x3507))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x3518 (and $x204 $x3517 $x3502 $x3500)))
 (let (($x78 (and $x3518 (= off!ww_global_y_B ?x3523) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x78))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x3665 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let (($x3644 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x3644 $x3665))))
(check-sat)
