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
 (let ((?x444 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x2203 (concat (bvadd ?x444 (concat (_ bv0 31) ?x227)) (_ bv0 1))))
 (let (($x118 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x124 (not $x118)))
 (let ((?x119 ((_ extract 0 0) ctaid.y@A)))
 (let (($x123 (= ?x119 (_ bv1 1))))
 (let (($x2193 (not (or $x123 $x124 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x242 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x2194 (and $x204 $x247 $x2193)))
 (let (($x137 (and $x2194 (= off!rw_global_y_epoch0_A ?x2203) (= (_ bv2 64) width!rw_global_y_epoch0_A) (= (_ bv0 32) epoch!rw_global_y_epoch0_A))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) $x137))))))))))))))))))
(assert
 (let ((?x4371 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x4373 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x4374 (bvadd ?x4373 ?x4371)))
 (let ((?x4383 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@B))))
 (let ((?x4385 (concat (bvadd ?x4383 (concat (_ bv0 31) ?x4374)) (_ bv0 1))))
 (let (($x4357 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x4359 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x4360 (not $x4359)))
 (let ((?x4361 ((_ extract 0 0) ctaid.y@B)))
 (let (($x4362 (= ?x4361 (_ bv1 1))))
 (let (($x4369 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x4379 (not (or (not (= ((_ extract 31 10) ?x4374) (_ bv0 22))) $x4369))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x4380 (and $x204 $x4379 (not (or $x4362 $x4360 $x4357)))))
 (let (($x51 (and $x4380 (= off!rw_global_y_epoch0_B ?x4385) (= (_ bv2 64) width!rw_global_y_epoch0_B) (= (_ bv0 32) epoch!rw_global_y_epoch0_B))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) $x51))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x41 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let ((?x54 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x54) (bvult off!rw_global_y_epoch0_B ?x41)))))
(assert
 (let (($x42 (= ctaid.z@A ctaid.z@B)))
 (let (($x46 (= ctaid.y@A ctaid.y@B)))
 (let (($x43 (= ctaid.x@A ctaid.x@B)))
 (and $x43 $x46 $x42)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
