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
(declare-fun epoch!rw_global_y_epoch0_A () (_ BitVec 32))
(declare-fun width!rw_global_y_epoch0_A () (_ BitVec 64))
(declare-fun off!rw_global_y_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_y_epoch0_A () (_ BitVec 32))
(declare-fun epoch!rw_global_y_epoch0_B () (_ BitVec 32))
(declare-fun width!rw_global_y_epoch0_B () (_ BitVec 64))
(declare-fun off!rw_global_y_epoch0_B () (_ BitVec 64))
(declare-fun sel!rw_global_y_epoch0_B () (_ BitVec 32))
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
 (let ((?x221 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x226 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x227 (bvadd ?x226 ?x221)))
 (let ((?x662 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x700 (concat (_ bv0 31) ?x662 (_ bv0 2))))
 (let ((?x565 (bvmul (_ bv576 63) ?x700)))
 (let ((?x885 (concat (bvadd ?x565 (concat (_ bv0 31) ?x227)) (_ bv0 1))))
 (let (($x678 (= ?x662 (_ bv0 30))))
 (let (($x865 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x242 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x754 (and $x206 $x247 $x865 $x678)))
 (let (($x113 (and $x754 (= off!rw_global_y_epoch0_A ?x885) (= (_ bv2 64) width!rw_global_y_epoch0_A) (= (_ bv0 32) epoch!rw_global_y_epoch0_A))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) $x113)))))))))))))))))
(assert
 (let ((?x3514 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x3516 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x3517 (bvadd ?x3516 ?x3514)))
 (let ((?x3504 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x3525 (concat (_ bv0 31) ?x3504 (_ bv0 2))))
 (let ((?x3526 (bvmul (_ bv576 63) ?x3525)))
 (let ((?x3528 (concat (bvadd ?x3526 (concat (_ bv0 31) ?x3517)) (_ bv0 1))))
 (let (($x3505 (= ?x3504 (_ bv0 30))))
 (let (($x3507 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x3512 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x3522 (not (or (not (= ((_ extract 31 10) ?x3517) (_ bv0 22))) $x3512))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x3523 (and $x206 $x3522 $x3507 $x3505)))
 (let (($x135 (and $x3523 (= off!rw_global_y_epoch0_B ?x3528) (= (_ bv2 64) width!rw_global_y_epoch0_B) (= (_ bv0 32) epoch!rw_global_y_epoch0_B))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) $x135)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x182 (bvult off!rw_global_y_epoch0_B (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A))))
 (let (($x73 (bvult off!rw_global_y_epoch0_A (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B))))
 (and $x73 $x182))))
(assert
 (let (($x3675 (= ctaid.z@A ctaid.z@B)))
 (let (($x3652 (= ctaid.y@A ctaid.y@B)))
 (let (($x3696 (= ctaid.x@A ctaid.x@B)))
 (and $x3696 $x3652 $x3675)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
