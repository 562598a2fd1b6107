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
 (bvult ctaid.x@A (_ bv240 32)))
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
 (bvult ctaid.x@B (_ bv240 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x221 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x226 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x227 (bvadd ?x226 ?x221)))
 (let ((?x662 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x700 (concat (_ bv0 31) ?x662 (_ bv0 2))))
 (let ((?x561 (bvmul (_ bv960 63) ?x700)))
 (let ((?x657 (concat (bvadd ?x561 (concat (_ bv0 31) ?x227)) (_ bv0 1))))
 (let (($x678 (= ?x662 (_ bv0 30))))
 (let (($x751 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x242 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x697 (and $x206 $x247 $x751 $x678)))
 (let (($x3562 (and $x697 (= off!ww_global_y_A ?x657) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x3562)))))))))))))))))
(assert
 (let ((?x3462 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x3464 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x3465 (bvadd ?x3464 ?x3462)))
 (let ((?x3452 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x3473 (concat (_ bv0 31) ?x3452 (_ bv0 2))))
 (let ((?x3474 (bvmul (_ bv960 63) ?x3473)))
 (let ((?x3476 (concat (bvadd ?x3474 (concat (_ bv0 31) ?x3465)) (_ bv0 1))))
 (let (($x3453 (= ?x3452 (_ bv0 30))))
 (let (($x3455 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x3460 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x3470 (not (or (not (= ((_ extract 31 10) ?x3465) (_ bv0 22))) $x3460))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x3471 (and $x206 $x3470 $x3455 $x3453)))
 (let (($x192 (and $x3471 (= off!ww_global_y_B ?x3476) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x192)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x3669 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x3664 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x3664) $x3669))))
(check-sat)
