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
 (let ((?x440 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x2193 (concat (bvadd ?x440 (concat (_ bv0 31) ?x225)) (_ bv0 1))))
 (let (($x118 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x124 (not $x118)))
 (let ((?x119 ((_ extract 0 0) ctaid.y@A)))
 (let (($x123 (= ?x119 (_ bv1 1))))
 (let (($x2184 (not (or $x123 $x124 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x240 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x245 (not (or (not (= ((_ extract 31 10) ?x225) (_ bv0 22))) $x240))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x2185 (and $x204 $x245 $x2184)))
 (let (($x100 (and $x2185 (= off!ww_global_y_A ?x2193) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x100))))))))))))))))))
(assert
 (let ((?x4425 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x4427 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x4428 (bvadd ?x4427 ?x4425)))
 (let ((?x4437 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@B))))
 (let ((?x4439 (concat (bvadd ?x4437 (concat (_ bv0 31) ?x4428)) (_ bv0 1))))
 (let (($x2168 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x2189 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x2172 (not $x2189)))
 (let ((?x4415 ((_ extract 0 0) ctaid.y@B)))
 (let (($x4416 (= ?x4415 (_ bv1 1))))
 (let (($x4423 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x4433 (not (or (not (= ((_ extract 31 10) ?x4428) (_ bv0 22))) $x4423))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x4434 (and $x204 $x4433 (not (or $x4416 $x2172 $x2168)))))
 (let (($x4610 (and $x4434 (= off!ww_global_y_B ?x4439) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x4610))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x4591 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x140 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x140) $x4591))))
(check-sat)
